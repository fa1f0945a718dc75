import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** 'A new version is ready': the waiting service worker takes over and the page reloads when the customer says so. */
export default function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('offline');
  const [open, setOpen] = useState(true);
  const [reloading, setReloading] = useState(false);
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.message')}
      data-testid="update-prompt"
      sx={{ bottom: { xs: 16 } }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => setOpen(false)}>
            {t('update.later')}
          </Button>
          <Button
            variant="contained"
            color="primary"
            size="small"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              onReload();
            }}
          >
            {t('update.reload')}
          </Button>
        </>
      }
    />
  );
}
