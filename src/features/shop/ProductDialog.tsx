import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CatalogueOptionGroup, CatalogueProduct } from '../../generated/catalogue';
import { orderMaximum, quantityRoom } from '../../lib/shop/order-quantities';
import {
  choicesLeft,
  chosenInGroup,
  DEFAULT_MIN_QUANTITY,
  priceLine,
  selectionProblems,
  type ChosenOption,
} from '../../lib/shop/pricing';
import type { Message } from '../../protocol/message';
import { useMessageText } from '../../messages/use-message-text';
import type { ShopCatalogue } from '../../../flows/shop/shop-order.machine';
import { useShopText } from './shop-text';

const defaults = (product: CatalogueProduct): ChosenOption[] =>
  (product.optionGroups ?? []).flatMap((g) =>
    g.options.filter((o) => o.default === true).map((o) => ({ groupId: g.id, optionId: o.id, count: 1 })),
  );

/**
 * A product with its option groups (docs/shop.md#options): each group counts the choices still
 * to make, Add stays disabled until every group is satisfied and says why. The quantity stops at
 * the room the cart leaves under the product's per-order maximum (`inCart` of it already there).
 */
export function ProductDialog({
  catalogue,
  product,
  inCart,
  saving,
  onAdd,
  onClose,
}: {
  catalogue: ShopCatalogue;
  product: CatalogueProduct;
  inCart: number;
  saving: boolean;
  onAdd: (options: ChosenOption[], quantity: number) => void;
  onClose: () => void;
}) {
  const { t, text, money } = useShopText();
  const messageText = useMessageText();
  const [chosen, setChosen] = useState<ChosenOption[]>(() => defaults(product));
  const [quantity, setQuantity] = useState(product.minQuantity ?? DEFAULT_MIN_QUANTITY);
  const room = quantityRoom(product, inCart);
  const overOrder: Message | null =
    quantity > room ? { code: 'SHOP_QUANTITY_OVER_MAX', params: { max: orderMaximum(product) } } : null;
  const problems = selectionProblems(product, chosen);
  const priced = priceLine(catalogue, { productId: product.id, quantity, options: chosen });
  const countOf = (groupId: string, optionId: string) =>
    chosen.find((c) => c.groupId === groupId && c.optionId === optionId)?.count ?? 0;
  const setCount = (group: CatalogueOptionGroup, optionId: string, count: number) => {
    const others = chosen.filter((c) => !(c.groupId === group.id && c.optionId === optionId));
    const base = group.max === 1 && count > 0 ? others.filter((c) => c.groupId !== group.id) : others;
    setChosen(count > 0 ? [...base, { groupId: group.id, optionId, count }] : base);
  };
  const titleId = `product-${product.id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{text(product.name)}</DialogTitle>
      <DialogContent dividers>
        {product.description && <Typography sx={{ mb: 2 }}>{text(product.description)}</Typography>}
        <Stack spacing={2}>
          {(product.optionGroups ?? []).map((group) => {
            const left = choicesLeft(group, chosen);
            const taken = chosenInGroup(group, chosen);
            return (
              <fieldset key={group.id} style={{ border: 0, margin: 0, padding: 0 }} data-testid={`group-${group.id}`}>
                <Typography component="legend" sx={{ fontWeight: 700 }}>
                  {text(group.name)}{' '}
                  <Typography
                    component="span"
                    variant="body2"
                    color={left > 0 ? 'error' : 'text.secondary'}
                    data-testid={`group-${group.id}-left`}
                  >
                    {left > 0
                      ? t('product.chooseLeft', { count: left })
                      : group.required
                        ? t('product.done')
                        : t('product.optional', { max: group.max })}
                  </Typography>
                </Typography>
                {group.options.map((option) => {
                  const count = countOf(group.id, option.id);
                  const label = `${text(option.name)}${option.price > 0 ? ` +${money(option.price)}` : ''}`;
                  const limit = option.max ?? 1;
                  if (limit > 1) {
                    return (
                      <Stack key={option.id} direction="row" alignItems="center" spacing={1}>
                        <Typography sx={{ flexGrow: 1 }}>{label}</Typography>
                        <IconButton
                          aria-label={t('product.less', { name: text(option.name) })}
                          disabled={count === 0}
                          onClick={() => setCount(group, option.id, count - 1)}
                          size="small"
                        >
                          −
                        </IconButton>
                        <Typography aria-live="polite">{count}</Typography>
                        <IconButton
                          aria-label={t('product.more', { name: text(option.name) })}
                          disabled={count >= limit || taken >= group.max}
                          onClick={() => setCount(group, option.id, count + 1)}
                          size="small"
                        >
                          +
                        </IconButton>
                      </Stack>
                    );
                  }
                  const Control = group.max === 1 ? Radio : Checkbox;
                  return (
                    <FormControlLabel
                      key={option.id}
                      sx={{ display: 'flex' }}
                      control={
                        <Control
                          checked={count > 0}
                          disabled={count === 0 && group.max > 1 && taken >= group.max}
                          onChange={(_, on) => setCount(group, option.id, on ? 1 : 0)}
                        />
                      }
                      label={label}
                    />
                  );
                })}
              </fieldset>
            );
          })}
          <Stack direction="row" alignItems="center" spacing={1}>
            <Typography sx={{ flexGrow: 1 }}>{t('product.quantity')}</Typography>
            <IconButton
              aria-label={t('product.fewer')}
              disabled={quantity <= (product.minQuantity ?? DEFAULT_MIN_QUANTITY)}
              onClick={() => setQuantity(quantity - 1)}
            >
              −
            </IconButton>
            <Typography data-testid="quantity">{quantity}</Typography>
            <IconButton
              aria-label={t('product.moreOf')}
              disabled={quantity >= room}
              onClick={() => setQuantity(quantity + 1)}
            >
              +
            </IconButton>
          </Stack>
          {problems[0] && (
            <Typography color="error" role="status" data-testid="add-reason">
              {text((product.optionGroups ?? []).find((g) => g.id === problems[0]!.groupId)?.name ?? product.name)}:{' '}
              {messageText(problems[0])}
            </Typography>
          )}
          {!problems[0] && overOrder && (
            <Typography color="error" role="status" data-testid="add-reason">
              {text(product.name)}: {messageText(overOrder)}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('product.cancel')}</Button>
        {/* While the cart is being saved the cart the new line would join is not known yet (and the flow
            takes no second save then): Add waits for the save (docs/shop.md#cart-saving). */}
        <Button
          variant="contained"
          disabled={!priced.ok || overOrder !== null || saving}
          onClick={() => onAdd(chosen, quantity)}
        >
          {priced.ok && !overOrder
            ? t('product.add', { price: money(priced.line.lineTotal) })
            : t('product.addDisabled')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
