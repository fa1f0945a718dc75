import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../../components/LinkButton';
import { useTranslation } from '../../../i18n/use-translation';
import { useLayoutLinks } from '../../../tenant/use-layout-links';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import type { StoredValueCardState } from './use-checkout';

/**
 * The stored-value card chosen to pay: its balance, and, before anything is asked, what keeps it from
 * paying (no PIN yet, too little on it) with the way to My wallet, where the PIN is set and the card
 * topped up (docs/wallet.md#paying).
 */
export function StoredValueNotice({ state, total }: { state: StoredValueCardState; total: number | null }) {
  const { t } = useTranslation('parking');
  const { money } = useSiteLocale();
  const links = useLayoutLinks();
  const wallet = links.first(['mywallet', 'mycards']);
  const needs =
    state.balance === null
      ? 'noCard'
      : !state.pinSet && state.short
        ? 'noPinShort'
        : !state.pinSet
          ? 'noPin'
          : state.short
            ? 'short'
            : null;
  return (
    <Stack spacing={1} data-testid="stored-value-notice">
      {state.balance !== null && (
        <Typography variant="body2" data-testid="stored-value-balance">
          {t('booking.storedValue.balance', { balance: money(state.balance) })}
        </Typography>
      )}
      {needs && (
        <Alert severity="warning" role="status">
          {t(`booking.storedValue.${needs}`, { total: total === null ? '' : money(total) })}
          {/* Below the message, not beside it: beside it a phone's width squeezes the message to a few words a line. */}
          {wallet && (
            <LinkButton
              to={wallet}
              color="inherit"
              size="small"
              variant="outlined"
              sx={{ mt: 1, display: 'flex', width: 'fit-content' }}
            >
              {t('booking.storedValue.openWallet')}
            </LinkButton>
          )}
        </Alert>
      )}
    </Stack>
  );
}
