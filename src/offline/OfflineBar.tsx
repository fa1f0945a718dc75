import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import { CloudOffIcon } from './CloudOffIcon';

/** Shown while the phone has no connection: what still works, and that the rest needs the server. */
export default function OfflineBar() {
  const { t } = useTranslation('offline');
  return (
    <>
      {/* Room at the page's end, so the bar never covers its last lines. */}
      <Box aria-hidden sx={{ height: 96 }} />
      <Paper
        role="status"
        data-testid="offline-bar"
        square
        elevation={0}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'snackbar',
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          px: 2,
          py: 1,
          pb: 'calc(8px + env(safe-area-inset-bottom))',
          bgcolor: 'grey.900',
          color: 'common.white',
        }}
      >
        <CloudOffIcon fontSize="small" aria-hidden />
        <Typography variant="body2">{t('bar')}</Typography>
      </Paper>
    </>
  );
}
