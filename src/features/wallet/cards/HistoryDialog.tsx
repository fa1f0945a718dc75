import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageAlert } from '../../../messages/MessageAlert';
import { useSiteLocale } from '../../../tenant/use-site-locale';
import { useSiteTime } from '../../../tenant/use-site-time';
import { QUICK_RANGES, type HistoryRangeChoice } from '../history-range';
import { useWalletHistory, type HistoryType } from '../use-wallet-history';
import { historyReasonText } from '../history-reason';
import { useTenant } from '../../../tenant/use-tenant';
import { SectionSkeleton } from '../../../components/SectionSkeleton';

const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

/** A card's history: quick ranges or a custom one, a type filter, 10 rows a page. */
export function HistoryDialog({ cardId, name, onClose }: { cardId: string; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const { money } = useSiteLocale();
  const { dateTime } = useSiteTime();
  const h = useWalletHistory(cardId);
  const { bundle } = useTenant();
  const programmes = bundle.tenant.wallet?.programmes ?? [];
  const reasonOf = (row: Parameters<typeof historyReasonText>[0]) =>
    historyReasonText(row, programmes, i18n.language, bundle.tenant.locale.defaultLanguage, t);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="wallet-history-title">
      <DialogTitle id="wallet-history-title">
        {t('history.title')} · {name}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="wallet-history">
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
            <TextField
              select
              label={t('history.range')}
              value={h.range}
              onChange={(e) => h.chooseRange(e.target.value as HistoryRangeChoice)}
              sx={{ minWidth: 140, flex: 1 }}
            >
              {[...QUICK_RANGES, 'custom' as const].map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`history.ranges.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('history.type')}
              value={h.type}
              onChange={(e) => h.chooseType(e.target.value as HistoryType)}
              sx={{ minWidth: 120, flex: 1 }}
            >
              {(['all', 'value', 'points'] as const).map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`history.types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {h.range === 'custom' && (
            // One above the other on a phone: side by side, a date field is too narrow for its whole date.
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }} data-testid="wallet-history-custom">
              <TextField
                type="date"
                label={t('history.from')}
                value={h.from}
                onChange={(e) => h.setFrom(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 160 }}
              />
              <TextField
                type="date"
                label={t('history.to')}
                value={h.to}
                onChange={(e) => h.setTo(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 160 }}
              />
            </Stack>
          )}
          {h.load.status === 'loading' && <SectionSkeleton height={160} />}
          {h.load.status === 'failed' &&
            (h.load.message ? (
              <MessageAlert message={h.load.message} />
            ) : (
              h.range !== 'custom' && <Alert severity="error">{t('history.loadFailed')}</Alert>
            ))}
          {h.load.status === 'ready' && h.load.rows.length === 0 && (
            <Typography color="text.secondary">{t('history.empty')}</Typography>
          )}
          {h.load.status === 'ready' && h.load.rows.length > 0 && (
            <List disablePadding>
              {h.load.rows.map((row) => (
                <ListItem
                  key={row.id}
                  divider
                  disableGutters
                  data-testid="wallet-history-row"
                  data-action={row.action}
                  sx={{ display: 'block' }}
                >
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography variant="subtitle2">{t(`history.actions.${row.action}`)}</Typography>
                    <Typography variant="subtitle2" data-testid="wallet-history-change">
                      {row.valueAdd !== 0
                        ? signed(money(row.valueAdd), row.valueAdd)
                        : row.pointAdd !== 0
                          ? signed(t('card.pointsValue', { count: row.pointAdd }), row.pointAdd)
                          : ''}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {dateTime(row.billTime)}
                    {row.shopName ? ` · ${row.shopName}` : ''}
                    {row.reason && row.action !== 'issue' ? ` · ${reasonOf(row)}` : ''}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('history.valueFinal')}: {money(row.valueFinal)} · {t('history.pointFinal')}: {row.pointFinal}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
          {h.pages > 1 && (
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Button disabled={h.page <= 1} onClick={() => h.setPage(h.page - 1)}>
                {t('history.previous')}
              </Button>
              <Typography variant="body2">{t('history.page', { page: h.page, pages: h.pages })}</Typography>
              <Button disabled={h.page >= h.pages} onClick={() => h.setPage(h.page + 1)}>
                {t('history.next')}
              </Button>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
