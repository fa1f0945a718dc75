import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { MaterialThemeProvider } from '../../components/MaterialThemeProvider';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BootSplash } from '../../components/BootSplash';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { StatusPanel } from '../../components/StatusPanel';
import { ChunkLoadTimeoutError } from '../routes/chunk-timeout';
import { neutralTheme } from '../tenant/tenant-theme';

function isChunkFailure(error: unknown): boolean {
  return (
    error instanceof ChunkLoadTimeoutError ||
    (error instanceof Error && /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message))
  );
}

function ErrorContent() {
  const { t } = useTranslation(['common', 'errors']);
  const error = useRouteError();
  console.error('[route] failed to render', error);
  const chunk = isChunkFailure(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <StatusPanel
      icon={ErrorIcon}
      title={t(chunk ? 'errors:CHUNK_LOAD_FAILED' : 'routeError.title')}
      body={status === 404 ? t('notFound.body') : t('routeError.body')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </Button>
      }
    />
  );
}

/** A route that failed (a loader that could not reach the server, a chunk that did not load). */
export function RouteErrorScreen() {
  return (
    <MaterialThemeProvider theme={neutralTheme()}>
      <CssBaseline />
      <Suspense fallback={<BootSplash />}>
        <ErrorContent />
      </Suspense>
    </MaterialThemeProvider>
  );
}
