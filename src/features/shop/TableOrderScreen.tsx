import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { LinkButton } from '../../components/LinkButton';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { TABLE_SPLIT_MAX_PEOPLE } from '../../lib/limits';
import { MessageAlert } from '../../messages/MessageAlert';
import { PaymentStep } from '../../payment/PaymentStep';
import { PayMethodField } from '../../payment/PayMethodField';
import { useSession } from '../../session/use-session';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useShopText } from './shop-text';
import { useTableBill, type TableBillView } from './use-table-bill';

/** pay/{txn}/table/{table}: a table's bill, paid in full or split (docs/shop.md#table-bill). */
export default function TableOrderScreen() {
  const { t } = useShopText();
  const status = useSession().status;
  const links = useLayoutLinks();
  const location = useLocation();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', pb: 4 }}>
      <ScreenHeading>{t('table.billTitle')}</ScreenHeading>
      {status === 'loggedIn' ? (
        <TableBill />
      ) : status === 'loggedOut' ? (
        <LinkButton
          to={`${links.href('login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
          variant="contained"
        >
          {t('table.loginToPay')}
        </LinkButton>
      ) : (
        <SectionSkeleton height={240} />
      )}
    </Box>
  );
}

function TableBill() {
  const view = useTableBill();
  const { t } = useShopText();
  const links = useLayoutLinks();
  if (view.step === 'loading' && !view.bill) return <SectionSkeleton height={240} />;
  if (!view.bill) {
    return (
      <Stack spacing={2} data-testid="table-bill" data-state={String(view.step)}>
        <MessageAlert message={view.message} />
        {view.step === 'loadFailed' && <Button onClick={view.retry}>{t('retry')}</Button>}
      </Stack>
    );
  }
  return (
    <Stack spacing={2} data-testid="table-bill" data-state={String(view.step)}>
      <Typography>
        <Chip label={t('status.table', { table: view.table })} color="primary" variant="outlined" />
      </Typography>
      <Outcome view={view} />
      <MessageAlert message={view.step === 'viewing' ? view.message : null} />
      <BillItems view={view} />
      {view.step === 'viewing' && <PaymentsUnderWay view={view} />}
      {view.step === 'paid' ? (
        <Alert severity="success" role="status" data-testid="bill-paid">
          {t('table.allPaid')}
        </Alert>
      ) : view.payment && view.step === 'paying' ? (
        // The shared payment step (docs/shop.md#bill-methods): PIN, gateway, failed and retry, approved.
        <PaymentStep
          actorRef={view.payment}
          amount={view.payment.getSnapshot().context.amount}
          methodName={view.methodName(view.payment.getSnapshot().context.paymentCode)}
        />
      ) : (
        <SplitChoice view={view} />
      )}
      <MyPayments view={view} />
      <LinkButton
        to={`${links.href('order')}?table=${encodeURIComponent(view.table)}${view.tableKey ? `&key=${encodeURIComponent(view.tableKey)}` : ''}`}
        variant="text"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('table.orderMore')}
      </LinkButton>
    </Stack>
  );
}

/** What happened to the payment the gateway returned from. */
function Outcome({ view }: { view: TableBillView }) {
  const { t, money } = useShopText();
  const p = view.returnedPayment;
  if (!p) return null;
  if (p.status === 'approved')
    return (
      <Alert severity="success" role="status" data-testid="payment-outcome">
        {t('table.paymentApproved', { amount: money(p.amount + (p.surcharge ?? 0)) })}
      </Alert>
    );
  if (p.status === 'pending')
    return (
      <Alert
        severity="info"
        role="status"
        data-testid="payment-outcome"
        action={<Button onClick={view.refresh}>{t('table.refresh')}</Button>}
      >
        {t('table.paymentPending')}
      </Alert>
    );
  return <MessageAlert message={{ code: 'PAYMENT_ABANDONED' }} severity="warning" />;
}

function BillItems({ view }: { view: TableBillView }) {
  const { t, text, money } = useShopText();
  const bill = view.bill!;
  const choosing = view.split.kind === 'items' && view.step === 'viewing';
  const chosen = view.split.kind === 'items' ? view.split.items : [];
  return (
    <Card>
      <CardContent>
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('table.items')}>
          {bill.items.map((item) => {
            const label = `${item.quantity} × ${text(item.name)}`;
            return (
              <Stack
                key={item.itemNo}
                component="li"
                direction="row"
                alignItems="center"
                justifyContent="space-between"
                spacing={1}
                data-testid="bill-item"
                data-state={item.state}
              >
                {choosing && item.state === 'free' ? (
                  <FormControlLabel
                    control={
                      <Checkbox checked={chosen.includes(item.itemNo)} onChange={() => view.toggleItem(item.itemNo)} />
                    }
                    label={label}
                    sx={{ minWidth: 0 }}
                  />
                ) : (
                  <Typography sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{label}</Typography>
                )}
                <Stack direction="row" spacing={1} alignItems="center" sx={{ flexShrink: 0 }}>
                  {item.state !== 'free' && (
                    <Chip
                      size="small"
                      label={t(item.state === 'paid' ? 'table.itemPaid' : 'table.itemLocked')}
                      color={item.state === 'paid' ? 'success' : 'warning'}
                      variant="outlined"
                    />
                  )}
                  <Typography>{money(item.amount)}</Typography>
                </Stack>
              </Stack>
            );
          })}
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <Stack spacing={0.5}>
          <Row label={t('table.total')} value={money(bill.total)} strong />
          {bill.paid > 0 && <Row label={t('table.paid')} value={money(bill.paid)} />}
          {bill.reserved > bill.paid && <Row label={t('table.beingPaid')} value={money(bill.reserved - bill.paid)} />}
          {bill.status === 'open' && <Row label={t('table.left')} value={money(view.left)} strong testId="bill-left" />}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    // A long label (a payment's kind, method and masked card) wraps beside the amount at 320 px and
    // must not run into it: a gap, wrapping anywhere, and the amount never shrinks.
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography
        color={strong ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: strong ? 700 : 400, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, flexShrink: 0 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

function SplitChoice({ view }: { view: TableBillView }) {
  const { t, money } = useShopText();
  const bill = view.bill!;
  const people = view.split.kind === 'share' ? view.split.people : 2;
  const nothingYet = bill.reserved === 0;
  return (
    <Card data-testid="split">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {t('table.howToPay')}
          </Typography>
          <RadioGroup
            value={view.split.kind}
            aria-label={t('table.howToPay')}
            onChange={(e) => {
              const kind = e.target.value;
              view.setSplit(
                kind === 'items'
                  ? { kind: 'items', items: [] }
                  : kind === 'share'
                    ? { kind: 'share', people }
                    : { kind: 'rest' },
              );
            }}
          >
            <FormControlLabel
              value="rest"
              control={<Radio />}
              label={
                nothingYet
                  ? t('table.payAll', { amount: money(view.left) })
                  : t('table.payRest', { amount: money(view.left) })
              }
            />
            <FormControlLabel value="items" control={<Radio />} label={t('table.payItems')} />
            <FormControlLabel value="share" control={<Radio />} label={t('table.payShare')} />
          </RadioGroup>
          {view.split.kind === 'share' && (
            <TextField
              type="number"
              label={t('table.people')}
              value={people}
              slotProps={{ htmlInput: { min: 2, max: TABLE_SPLIT_MAX_PEOPLE, inputMode: 'numeric' } }}
              onChange={(e) =>
                view.setSplit({
                  kind: 'share',
                  people: Math.min(TABLE_SPLIT_MAX_PEOPLE, Math.max(2, Math.trunc(Number(e.target.value) || 2))),
                })
              }
              helperText={t('table.peopleHelp')}
            />
          )}
          <PayMethodField pay={view.pay} />
          {view.amount !== null && view.pay.surcharge > 0 && (
            <Typography color="text.secondary">
              {t('table.surcharge', { amount: money(view.pay.surcharge) })}
            </Typography>
          )}
          {view.split.kind === 'items' && view.amountProblem && view.split.items.length > 0 && (
            <MessageAlert message={view.amountProblem} severity="warning" />
          )}
          <Button
            variant="contained"
            size="large"
            disabled={!view.canPay || view.busy}
            onClick={view.startPaying}
            data-testid="pay-bill"
          >
            {view.amount === null
              ? t('table.chooseFirst')
              : t('table.pay', { amount: money(view.amount + view.pay.surcharge) })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The payer's own payments still under way (docs/shop.md#table-bill): left at the gateway's page
 * without deciding, they hold their items until they lapse; giving one up frees them at once.
 */
function PaymentsUnderWay({ view }: { view: TableBillView }) {
  const { t, money } = useShopText();
  const pending = view.myPayments.filter((p) => p.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Card variant="outlined" data-testid="payments-under-way">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('table.underWay')}
          </Typography>
          <Typography color="text.secondary">{t('table.underWayHelp')}</Typography>
          {pending.map((p) => (
            <Stack key={p.paymentId} spacing={1}>
              <Row
                label={[t(`table.kind.${p.kind}`), view.methodName(p.paymentCode)].filter(Boolean).join(' · ')}
                value={money(p.amount + (p.surcharge ?? 0))}
              />
              <Button
                variant="outlined"
                disabled={view.cancelling}
                onClick={() => view.cancelPayment(p.paymentId)}
                sx={{ alignSelf: 'flex-start' }}
                data-testid="cancel-payment"
              >
                {t('table.cancelPayment')}
              </Button>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function MyPayments({ view }: { view: TableBillView }) {
  const { t, money } = useShopText();
  const mine = view.myPayments.filter((p) => p.status === 'approved');
  // The receipt line: what was paid for, with which method and card, and any refund after a cancelled order.
  if (mine.length === 0) return null;
  return (
    <Card variant="outlined" data-testid="my-payments">
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {t('table.yourPayments')}
        </Typography>
        {mine.map((p) => (
          <Row
            key={p.paymentId}
            label={
              [t(`table.kind.${p.kind}`), view.methodName(p.paymentCode), p.cardNumber].filter(Boolean).join(' · ') +
              (p.refunded ? ` (${t('table.refunded', { amount: money(p.refunded) })})` : '')
            }
            value={money(p.amount + (p.surcharge ?? 0))}
          />
        ))}
      </CardContent>
    </Card>
  );
}
