import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { CloseIcon } from '../components/icons/CloseIcon';
import { brandShortName } from '../lib/brand-short-name';
import { useTenant } from '../tenant/use-tenant';
import { AddToHomeIcon } from './install-icons';
import { useInstallOffer } from './install-offer';
import { IosInstallSteps } from './IosInstallSteps';

/** The brand's icon as the page names it for home screens (server/http/spa.ts), if it does. */
function brandIconUrl(): string | null {
  return document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')?.href ?? null;
}

/**
 * 'Install Harbour Park' at the foot of the shop's home page, once the customer has shown a pass
 * and until they dismiss it (docs/installable-app.md#install-offer). Loaded with the installed
 * app's part (OfflineHost), after the page has settled.
 */
export default function InstallBanner() {
  const { t } = useTranslation('offline');
  const { bundle } = useTenant();
  const { banner, install, dismiss } = useInstallOffer(bundle.tenant.id);
  const titleId = useId();
  if (!banner) return null;
  const name = brandShortName(bundle.tenant.branding);
  const icon = brandIconUrl();
  return (
    <>
      {/* Room at the page's end, so the banner never covers its last lines (the footer's contacts). */}
      <Box aria-hidden sx={{ height: 200 }} />
      <Paper
        role="region"
        aria-labelledby={titleId}
        data-testid="install-banner"
        elevation={6}
        sx={{
          position: 'fixed',
          left: 8,
          right: 8,
          bottom: 'calc(8px + env(safe-area-inset-bottom))',
          mx: 'auto',
          maxWidth: 560,
          // Above the page, below the menu's drawer and any dialog: an open menu is never covered by it.
          zIndex: 'appBar',
          p: 2,
          pr: 5,
          borderRadius: 2,
        }}
      >
        <IconButton
          aria-label={t('install.close')}
          onClick={dismiss}
          size="small"
          sx={{ position: 'absolute', top: 4, right: 4 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {icon ? (
            <Box component="img" src={icon} alt="" sx={{ width: 48, height: 48, borderRadius: 1.5, flexShrink: 0 }} />
          ) : (
            <AddToHomeIcon color="primary" sx={{ fontSize: 40, flexShrink: 0 }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {t('install.title', { name })}
            </Typography>
            {banner === 'prompt' ? (
              <Typography variant="body2" color="text.secondary">
                {t('install.body')}
              </Typography>
            ) : (
              <IosInstallSteps />
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5, mr: -3 }}>
          <Button size="small" onClick={dismiss}>
            {t(banner === 'prompt' ? 'install.notNow' : 'install.gotIt')}
          </Button>
          {banner === 'prompt' && (
            <Button size="small" variant="contained" startIcon={<AddToHomeIcon />} onClick={() => void install()}>
              {t('install.install')}
            </Button>
          )}
        </Stack>
      </Paper>
    </>
  );
}
