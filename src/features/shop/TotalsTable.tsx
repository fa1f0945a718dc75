import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopTotals } from '../../generated/api/shop-totals';
import { useShopText } from './shop-text';

/** The price breakdown: goods, discount, delivery, tip, surcharge, total (docs/shop.md#pricing). */
export function TotalsTable({ totals }: { totals: ShopTotals }) {
  const { t, money } = useShopText();
  const rows: [string, number, boolean][] = [
    [t('totals.goods'), totals.goods, true],
    [t('totals.discount'), -totals.discount, totals.discount > 0],
    [t('totals.delivery'), totals.deliveryFee, totals.deliveryFee > 0],
    [t('totals.tip'), totals.tip, totals.tip > 0],
    [t('totals.surcharge'), totals.surcharge, totals.surcharge > 0],
  ];
  return (
    <Stack spacing={0.5} data-testid="totals">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, amount]) => (
          <Stack key={label} direction="row" justifyContent="space-between">
            <Typography color="text.secondary">{label}</Typography>
            <Typography>{amount < 0 ? `−${money(-amount)}` : money(amount)}</Typography>
          </Stack>
        ))}
      <Stack direction="row" justifyContent="space-between">
        <Typography sx={{ fontWeight: 700 }}>{t('totals.total')}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="total">
          {money(totals.total)}
        </Typography>
      </Stack>
    </Stack>
  );
}
