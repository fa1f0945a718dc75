import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { MaterialThemeProvider } from '../../components/MaterialThemeProvider';
import { Suspense } from 'react';
import { requestIdOf } from '../../api/errors';
import { useTranslation } from '../../i18n/use-translation';
import { BootSplash } from '../../components/BootSplash';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { StatusPanel } from '../../components/StatusPanel';
import { FirstPaintDone } from '../first-paint';
import { ChunkLoadTimeoutError } from '../routes/chunk-timeout';
import { neutralTheme } from '../../tenant/tenant-theme';

function isChunkFailure(error: unknown): boolean {
  return (
    error instanceof ChunkLoadTimeoutError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message))
  );
}

function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation(['common', 'messages']);
  // The server's id of the request that failed: support finds its log lines by it (docs/architecture.md#request-ids).
  const reference = requestIdOf(error);
  return (
    <StatusPanel
      icon={ErrorIcon}
      title={t(isChunkFailure(error) ? 'messages:CHUNK_LOAD_FAILED' : 'routeError.title')}
      body={
        <>
          {t('routeError.body')}
          {reference && (
            <Box
              component="span"
              data-testid="error-reference"
              sx={{ display: 'block', mt: 1.5, fontFamily: 'monospace', fontSize: '0.8125rem', userSelect: 'all' }}
            >
              {t('routeError.reference', { id: reference })}
            </Box>
          )}
        </>
      }
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('action.reload')}
        </Button>
      }
    />
  );
}

/** A route that failed (the tenant config could not be fetched, a chunk did not load, a render threw). */
export function RouteErrorScreen({ error }: { error: unknown }) {
  return (
    <MaterialThemeProvider theme={neutralTheme()}>
      <CssBaseline />
      {/* The error shows at once, even while its text loads: the first paint must not hide it. */}
      <FirstPaintDone />
      <Suspense fallback={<BootSplash />}>
        <ErrorContent error={error} />
      </Suspense>
    </MaterialThemeProvider>
  );
}
