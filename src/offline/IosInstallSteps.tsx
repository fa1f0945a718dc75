import Typography from '@mui/material/Typography';
import { Trans } from '../i18n/Trans';
import { ShareIcon } from './install-icons';

/** Safari's way to install: Share, then 'Add to Home Screen' (docs/installable-app.md#install-offer). */
export function IosInstallSteps() {
  return (
    <Typography variant="body2" data-testid="ios-install-steps">
      <Trans
        ns="offline"
        i18nKey="install.iosSteps"
        components={{
          share: <ShareIcon fontSize="inherit" sx={{ verticalAlign: '-0.15em', mx: 0.25 }} />,
          b: <strong />,
        }}
      />
    </Typography>
  );
}
