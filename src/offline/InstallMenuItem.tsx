import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Suspense, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { brandShortName } from '../lib/brand-short-name';
import { useTenant } from '../tenant/use-tenant';
import { AddToHomeIcon } from './install-icons';
import { useInstallOffer } from './install-offer';
import { IosInstallSteps } from './IosInstallSteps';

/**
 * 'Install Harbour Park' in the menu, whenever the app can be installed and is not (a dismissed
 * home banner does not hide it): Chrome's dialog, or on iOS the steps in Safari
 * (docs/installable-app.md#install-offer). `onPrompt` closes the menu before Chrome's dialog opens.
 */
export function InstallMenuItem({ onPrompt }: { onPrompt: () => void }) {
  const { bundle } = useTenant();
  const { offer, install } = useInstallOffer(bundle.tenant.id);
  if (!offer) return null;
  // Its texts may still be loading: the menu does not wait for them.
  return (
    <Suspense fallback={null}>
      <InstallMenuEntry
        offer={offer}
        onPrompt={() => {
          onPrompt();
          void install();
        }}
      />
    </Suspense>
  );
}

/** The entry itself: Chrome's dialog (`onPrompt`), or Safari's steps shown under it. */
function InstallMenuEntry({ offer, onPrompt }: { offer: 'prompt' | 'ios'; onPrompt: () => void }) {
  const { t } = useTranslation('offline');
  const { bundle } = useTenant();
  const [stepsShown, setStepsShown] = useState(false);
  return (
    <>
      <Divider />
      <List>
        <ListItem disablePadding sx={{ display: 'block' }} data-testid="install-menu-item">
          <ListItemButton
            aria-expanded={offer === 'ios' ? stepsShown : undefined}
            onClick={() => {
              if (offer === 'ios') setStepsShown((shown) => !shown);
              else onPrompt();
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <AddToHomeIcon />
            </ListItemIcon>
            <ListItemText primary={t('install.title', { name: brandShortName(bundle.tenant.branding) })} />
          </ListItemButton>
          {offer === 'ios' && (
            <Collapse in={stepsShown} unmountOnExit>
              <ListItemText sx={{ px: 2, pl: 7, pb: 1, m: 0 }} primary={<IosInstallSteps />} disableTypography />
            </Collapse>
          )}
        </ListItem>
      </List>
    </>
  );
}
