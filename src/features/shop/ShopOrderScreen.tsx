import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { tenantAssetUrl } from '../../config/tenant-assets';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import type { CatalogueProduct } from '../../generated/catalogue';
import type { ShopSettings } from '../../generated/tenant';
import { nextOpening } from '../../lib/shop/next-opening';
import { quantityOfProduct } from '../../lib/shop/order-quantities';
import { MessageAlert } from '../../messages/MessageAlert';
import { useMessageText } from '../../messages/use-message-text';
import { useSession } from '../../session/use-session';
import { CartPanel } from './CartPanel';
import { CheckoutPanel } from './CheckoutPanel';
import { OrderSentPanel } from './OrderSentPanel';
import { ProductDialog } from './ProductDialog';
import { PaidReceiptPanel, ShopPaymentPanel } from './ShopPaymentPanel';
import { TableBanner } from './TableBanner';
import { TableCheckoutPanel } from './TableCheckoutPanel';
import { useShopText } from './shop-text';
import { useShopOrder, type ShopOrderView } from './use-shop-order';

/** order: the shop's online ordering home (docs/shop.md#screens). Starts once the session is known. */
export default function ShopOrderScreen() {
  const { t } = useShopText();
  const status = useSession().status;
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('title')}</ScreenHeading>
      {status === 'loggedIn' || status === 'loggedOut' ? <ShopOrdering /> : <SectionSkeleton height={240} />}
    </Box>
  );
}

function ShopOrdering() {
  const view = useShopOrder();
  const { t, money, bundle } = useShopText();
  const settings = bundle.site.shop;
  // A table's QR code opens order?table={table}&key={secret}: the table is known, no picker
  // (docs/shop.md#table-ordering), and its secret goes with the order and the bill (docs/shop.md#table-key).
  const [search] = useSearchParams();
  const table = search.get('table');
  const tableKey = search.get('key');
  if (!settings) return <Alert severity="info">{t('notOffered')}</Alert>;
  if (view.step === 'loading' || !view.catalogue) {
    return (
      <Stack spacing={2} data-testid="shop-order" data-state={String(view.step)}>
        {view.step === 'loading' ? <SectionSkeleton height={240} /> : <MessageAlert message={view.message} />}
        {view.canRetry && <Button onClick={view.retry}>{t('retry')}</Button>}
      </Stack>
    );
  }
  return (
    <Stack spacing={2} data-testid="shop-order" data-state={String(view.step)}>
      {(view.cart?.unavailable ?? []).length > 0 && <ReorderReport view={view} />}
      {(view.step === 'closed' || view.step === 'serviceExpired' || view.step === 'cartExpired') && (
        <MessageAlert
          message={view.message}
          severity="warning"
          action={view.step === 'cartExpired' ? <Button onClick={view.startOver}>{t('startOver')}</Button> : undefined}
        />
      )}
      {view.step === 'closed' && (
        <ClosedNotes settings={settings} now={view.catalogue.now} cartExpired={cartLapsed(view.cart)} />
      )}
      {table !== null && <TableBanner table={table} tableKey={tableKey} settings={settings} signedIn={view.signedIn} />}
      {view.step === 'paying' || view.step === 'leftForGateway' ? (
        <ShopPaymentPanel view={view} />
      ) : view.step === 'receipt' ? (
        <PaidReceiptPanel view={view} />
      ) : view.order &&
        view.order.status !== 'pending_payment' &&
        (view.step === 'tracking' || view.step === 'refreshing' || view.step === 'finished') ? (
        <OrderSentPanel order={view.order} />
      ) : (view.step === 'checkout' || view.step === 'placing' || view.step === 'uploadFailed') && table !== null ? (
        <TableCheckoutPanel view={view} settings={settings} table={table} tableKey={tableKey} />
      ) : view.step === 'checkout' || view.step === 'placing' || view.step === 'uploadFailed' ? (
        <CheckoutPanel view={view} settings={settings} slots={view.catalogue.pickupSlots ?? []} />
      ) : (
        <>
          {!view.signedIn && (
            <LinkButton to={view.loginHref} variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {t('loginToOrder')}
            </LinkButton>
          )}
          {view.signedIn && (view.cart?.lines ?? []).length > 0 && (
            <Button
              component="a"
              href="#cart"
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              data-testid="cart-summary"
            >
              {t('cart.view', {
                count: (view.cart?.lines ?? []).reduce((n, l) => n + l.quantity, 0),
                goods: money(view.cart?.goods ?? 0),
              })}
            </Button>
          )}
          <Menu view={view} />
          {view.signedIn && view.step !== 'serviceExpired' && <CartPanel view={view} />}
        </>
      )}
    </Stack>
  );
}

function Menu({ view }: { view: ShopOrderView }) {
  const { t, text, money, bundle } = useShopText();
  const [open, setOpen] = useState<CatalogueProduct | null>(null);
  const catalogue = view.catalogue?.catalogue;
  const soldOut = new Set(view.catalogue?.soldOut ?? []);
  if (!catalogue) return null;
  const ordering = view.step === 'browsing' || view.step === 'savingCart';
  // A line flagged only for a changed price stays (the customer has yet to accept it); other problem lines go.
  const kept = (view.cart?.lines ?? []).filter((l) => l.problem === undefined || l.shownUnitPrice !== undefined);
  const add = (
    product: CatalogueProduct,
    options: { groupId: string; optionId: string; count?: number }[],
    quantity: number,
  ) => {
    const lines = kept.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      options: l.options.map(({ groupId, optionId, count }) => ({ groupId, optionId, count })),
    }));
    view.saveCart([
      ...lines,
      {
        productId: product.id,
        quantity,
        options: options.map((o) => ({ groupId: o.groupId, optionId: o.optionId, count: o.count ?? 1 })),
      },
    ]);
    setOpen(null);
  };
  return (
    <Stack spacing={3} component="nav" aria-label={t('categories')}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {catalogue.categories.map((c) => (
          <Chip key={c.id} component="a" href={`#category-${c.id}`} clickable label={text(c.name)} />
        ))}
      </Stack>
      {catalogue.categories.map((category) => (
        <section key={category.id} id={`category-${category.id}`} aria-labelledby={`category-${category.id}-title`}>
          <Typography id={`category-${category.id}-title`} component="h2" variant="h6" sx={{ mb: 1 }}>
            {text(category.name)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {catalogue.products
              .filter((p) => p.category === category.id)
              .map((product) => {
                const out = soldOut.has(product.id);
                return (
                  <Card key={product.id} variant="outlined">
                    <CardActionArea
                      disabled={out || !ordering}
                      onClick={() => (view.signedIn ? setOpen(product) : undefined)}
                      href={view.signedIn ? '' : view.loginHref}
                      sx={{ display: 'flex', justifyContent: 'flex-start', alignItems: 'stretch' }}
                    >
                      <Box
                        component="img"
                        src={tenantAssetUrl(bundle.tenant.id, product.image)}
                        alt=""
                        sx={{ width: 88, height: 66, objectFit: 'cover', borderRadius: 1, m: 1, flexShrink: 0 }}
                      />
                      <CardContent sx={{ py: 1, px: 1, flexGrow: 1 }}>
                        <Typography sx={{ fontWeight: 600 }}>{text(product.name)}</Typography>
                        <Typography color="text.secondary">{out ? t('soldOut') : money(product.price)}</Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                );
              })}
          </Box>
        </section>
      ))}
      {open && catalogue && (
        <ProductDialog
          catalogue={catalogue}
          product={open}
          inCart={quantityOfProduct(kept, open.id)}
          saving={view.step === 'savingCart'}
          onAdd={(options, quantity) => add(open, options, quantity)}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}

/** Reorder (docs/shop.md#reorder): the past order's items that could not go back in the cart, each with the catalogue's reason. */
function ReorderReport({ view }: { view: ShopOrderView }) {
  const { t, text } = useShopText();
  const message = useMessageText();
  return (
    <Alert severity="warning" data-testid="reorder-unavailable">
      {t('reorder.unavailable')}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {(view.cart?.unavailable ?? []).map((u, i) => (
          <li key={i}>
            {text(u.name)}:{' '}
            {message({ code: u.problem.code, ...(u.problem.params ? { params: u.problem.params } : {}) })}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * A closed shop (docs/shop.md#closed): when it opens again, and that the customer's cart had
 * expired (emptied), which the closed message would otherwise hide.
 */
function ClosedNotes({
  settings,
  now,
  cartExpired,
}: {
  settings: ShopSettings;
  now: number | undefined;
  cartExpired: boolean;
}) {
  const { t, dateTime, timeZone } = useShopText();
  const messageText = useMessageText();
  const opens = now === undefined ? null : nextOpening(settings, now, timeZone);
  return (
    <>
      {opens !== null && (
        <Typography data-testid="shop-next-opening" sx={{ fontWeight: 500 }}>
          {t('closedOpensAt', { time: dateTime(opens) })}
        </Typography>
      )}
      {cartExpired && (
        <Alert severity="info" data-testid="cart-expired-note">
          {messageText('SHOP_CART_EXPIRED')}
        </Alert>
      )}
    </>
  );
}

/** The cart read as the shop opened had lapsed and was emptied (the machine keeps shop/cart's answer as it came). */
function cartLapsed(cart: ShopOrderView['cart']): boolean {
  return cart !== null && 'expired' in cart && cart.expired === true;
}
