import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ShopLineRequest } from '../../generated/api/shop-line';
import type { ShopPricedLine } from '../../generated/api/shop-priced-line';
import { orderMaximum, quantityOfProduct } from '../../lib/shop/order-quantities';
import { formatInTimeZone } from '../../lib/site-time';
import { MessageAlert } from '../../messages/MessageAlert';
import { useShopText } from './shop-text';
import type { ShopOrderView } from './use-shop-order';

const asRequest = (l: ShopPricedLine): ShopLineRequest => ({
  productId: l.productId,
  quantity: l.quantity,
  options: l.options.map(({ groupId, optionId, count }) => ({ groupId, optionId, count })),
});

/** The cart (docs/shop.md#cart): lines priced by the server (a line that cannot be ordered is flagged), quantities, notes, when it expires. */
export function CartPanel({ view }: { view: ShopOrderView }) {
  const { t, text, money, timeZone } = useShopText();
  const lines = view.cart?.lines ?? [];
  // A line whose price changed since it was shown is kept until the customer accepts today's price (docs/shop.md#price-changed).
  const repriced = lines.some((l) => l.shownUnitPrice !== undefined);
  const [notes, setNotes] = useState(view.cart?.notes ?? '');
  const product = (id: string) => view.catalogue?.catalogue?.products.find((p) => p.id === id);
  const optionName = (productId: string, groupId: string, optionId: string) => {
    const name = product(productId)
      ?.optionGroups?.find((g) => g.id === groupId)
      ?.options.find((o) => o.id === optionId)?.name;
    return name ? text(name) : optionId;
  };
  const change = (index: number, quantity: number) =>
    view.saveCart(
      lines.flatMap((l, i) => (i !== index ? [asRequest(l)] : quantity > 0 ? [{ ...asRequest(l), quantity }] : [])),
      notes,
    );
  return (
    <Card data-testid="cart" component="section" id="cart" aria-labelledby="cart-title" sx={{ scrollMarginTop: 80 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="cart-title" component="h2" variant="h6">
            {t('cart.title')}
          </Typography>
          {lines.length === 0 && <Typography color="text.secondary">{t('cart.empty')}</Typography>}
          {lines.map((line, index) => {
            const p = product(line.productId);
            // The maximum is per order: + stops when the product's lines together reach it (docs/shop.md#options).
            const atMaximum = p !== undefined && quantityOfProduct(lines, line.productId) >= orderMaximum(p);
            return (
              <Stack
                key={`${line.productId}-${index}`}
                direction="row"
                spacing={1}
                alignItems="flex-start"
                data-testid="cart-line"
              >
                <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{p ? text(p.name) : line.productId}</Typography>
                  {line.options.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {line.options
                        .map(
                          (o) =>
                            `${optionName(line.productId, o.groupId, o.optionId)}${o.count > 1 ? ` ×${o.count}` : ''}`,
                        )
                        .join(', ')}
                    </Typography>
                  )}
                  {line.problem && (
                    <MessageAlert
                      message={{ code: line.problem.code as never, params: line.problem.params }}
                      severity="warning"
                    />
                  )}
                  {line.shownUnitPrice !== undefined && (
                    <Typography variant="body2" data-testid="price-changed">
                      {t('cart.priceChanged', { was: money(line.shownUnitPrice), now: money(line.unitPrice) })}
                    </Typography>
                  )}
                </Stack>
                <IconButton
                  size="small"
                  aria-label={t('cart.less')}
                  onClick={() => change(index, line.quantity - 1)}
                  disabled={!view.canSaveCart}
                >
                  −
                </IconButton>
                <Typography>{line.quantity}</Typography>
                <IconButton
                  size="small"
                  aria-label={t('cart.more')}
                  onClick={() => change(index, line.quantity + 1)}
                  disabled={
                    !view.canSaveCart || atMaximum || (line.problem !== undefined && line.shownUnitPrice === undefined)
                  }
                >
                  +
                </IconButton>
                <Typography sx={{ minWidth: 64, textAlign: 'right' }}>{money(line.lineTotal)}</Typography>
              </Stack>
            );
          })}
          {lines.length > 0 && (
            <>
              <TextField
                label={t('cart.notes')}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                onBlur={() => view.saveCart(lines.map(asRequest), notes)}
                multiline
                minRows={1}
                inputProps={{ maxLength: 300 }}
              />
              <Stack direction="row" justifyContent="space-between">
                <Typography sx={{ fontWeight: 700 }}>{t('cart.goods')}</Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="cart-goods">
                  {money(view.cart?.goods ?? 0)}
                </Typography>
              </Stack>
              {view.cart?.expiresAt !== undefined && (
                <Typography variant="body2" color="text.secondary">
                  {t('cart.expires', { time: formatInTimeZone(view.cart.expiresAt, 'HH:mm', timeZone) })}
                </Typography>
              )}
            </>
          )}
          {repriced && (
            <Button
              variant="outlined"
              onClick={() => view.acceptPrices(lines.map(asRequest), notes)}
              disabled={!view.canSaveCart}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('cart.acceptPrices')}
            </Button>
          )}
          {view.step !== 'checkout' && <MessageAlert message={view.step === 'browsing' ? view.message : null} />}
          <Button
            variant="contained"
            disabled={!view.canCheckout}
            onClick={view.checkout}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('cart.checkout')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
