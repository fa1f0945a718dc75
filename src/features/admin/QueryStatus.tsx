import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate } from 'react-router';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import type { AdminQuery } from './use-admin-query';
import { useAdmin } from './admin-context';
import { adminHref } from '../../lib/route-table';
import { forbiddenStateFor } from '../../lib/forbidden-home';

/** What an admin read shows while it is not ready: loading, 'no permission' (/403), or a retry. */
export function QueryStatus({ state, reload }: { state: AdminQuery<unknown>; reload(): void }) {
  const { t } = useTranslation('admin');
  const admin = useAdmin();
  if (state.kind === 'loading') return <SectionSkeleton height={200} />;
  if (state.kind === 'forbidden')
    return <Navigate to="/403" replace state={forbiddenStateFor(adminHref(admin.shop))} />;
  if (state.kind === 'not-found') return <Alert severity="warning">{t('status.notFound')}</Alert>;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {t('status.retry')}
        </Button>
      }
    >
      {t('status.failed')}
    </Alert>
  );
}
