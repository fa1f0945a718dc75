import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { RouterLink } from '../../components/RouterLink';
import type { CardBy } from '../../../flows/staff/pinpad-kiosk.machine';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { StaffForm } from '../../components/staff-login/StaffForm';
import { UnavailableScreen } from '../../components/screens/UnavailableScreen';
import { localeSettingsOf } from '../../config/locale-settings';
import { STAFF_PIN_MAX_LENGTH, WALLET_PIN_LENGTH } from '../../lib/limits';
import { formatMoney, parseMoneyInput } from '../../lib/money';
import { layoutHref } from '../../lib/route-table';
import { MessageAlert } from '../../messages/MessageAlert';
import type { Message } from '../../protocol/message';
import { useTenant } from '../../tenant/use-tenant';
import { canScanQr } from './can-scan-qr';
import { BIG_TARGET, StaffFrame } from './StaffFrame';
import { PinpadReceiptSms } from './PinpadReceiptSms';
import { PinpadRefunds } from './PinpadRefunds';
import { PinKeypad } from '../../components/staff-login/PinKeypad';
import { kioskIdleSecondsFrom, receiptSecondsFrom, usePinpadKiosk } from './use-pinpad-kiosk';
import { STAFF_SCREENS } from './use-staff-api';
import { useStaffScreen } from './use-staff-screen';

// The camera scanner loads only when the customer opens it.
const LazyQrScanner = lazy(() => import('./QrScanner'));

const FIELD = { style: { fontSize: '1.4rem' } } as const;

/**
 * pinpad (company) and pinpad/home (app): the pinpad kiosk (docs/staff.md#pinpad). Hidden where the
 * site's pinpad setting is 0. Staff with a role that opens the pinpad enter an amount; the customer
 * pays it with their stored-value card and its wallet PIN on the on-screen keypad; the receipt
 * shows, then the kiosk waits for the next sale by itself; only leaving needs the staff PIN. Staff whose
 * roles do not open it are offered no kiosk (the server refuses one too).
 */
export default function PinpadScreen() {
  const { bundle } = useTenant();
  if (bundle.site.pinpad === 0) return <UnavailableScreen />;
  return <Pinpad />;
}

function Pinpad() {
  const { t, i18n } = useTranslation(['staff', 'screens']);
  const { bundle } = useTenant();
  const location = useLocation();
  const screen = useStaffScreen();
  const { snapshot, send, start } = usePinpadKiosk(
    screen.api,
    screen.lock,
    bundle.site.shopCode,
    kioskIdleSecondsFrom(location.search),
    receiptSecondsFrom(location.search),
  );
  const money = (minor: number) => formatMoney(minor, localeSettingsOf(bundle.tenant, bundle.site).moneySymbol);
  const [by, setBy] = useState<CardBy>('card');
  const [card, setCard] = useState('');
  const [pin, setPin] = useState('');
  const [staffPin, setStaffPin] = useState('');
  const [scanning, setScanning] = useState(false);
  const { context } = snapshot;
  const busy = snapshot.hasTag('processing');

  if (!screen.staff) return <SectionSkeleton height={240} />;
  if (!screen.staff.functions.includes('pinpad')) {
    return (
      <StaffFrame title={t('screens:title.pinpad')} testId="pinpad-not-offered">
        <Stack spacing={2}>
          <Alert severity="info">{t('pinpad.notOffered')}</Alert>
          <BackToFunctions />
        </Stack>
      </StaffFrame>
    );
  }

  const toPay = (
    <Typography
      component="p"
      variant="h3"
      sx={{ fontSize: { xs: '2.2rem', sm: '3rem' }, fontWeight: 700 }}
      data-testid="pinpad-amount"
    >
      {money(context.amount)}
    </Typography>
  );
  const leaveButton = (
    <Button
      variant="text"
      size="large"
      sx={BIG_TARGET}
      onClick={() => send({ type: 'EXIT' })}
      data-testid="pinpad-leave"
    >
      {t('pinpad.leave')}
    </Button>
  );

  const between = snapshot.matches('ready');
  if (snapshot.matches('amount') || snapshot.matches('opening') || between) {
    return (
      <StaffFrame
        title={between ? t('pinpad.readyTitle') : t('screens:title.pinpad')}
        testId={between ? 'pinpad-ready' : 'pinpad-amount-entry'}
      >
        <StaffForm
          onSubmit={() => {
            if (busy) return;
            const amount = parseMoneyInput(context.amountText);
            setCard('');
            setPin('');
            void start(amount ?? 0);
          }}
        >
          <Typography>{between ? t('pinpad.readyHelp') : t('pinpad.amountHelp')}</Typography>
          <TextField
            label={t('pinpad.amount')}
            value={context.amountText}
            onChange={(e) => send({ type: 'TYPE_AMOUNT', text: e.target.value })}
            autoComplete="off"
            // Staff type the next amount at once on the idle screen, no tap to reach the field.
            autoFocus={between}
            slotProps={{
              htmlInput: { inputMode: 'decimal', maxLength: 12, 'data-testid': 'pinpad-amount-input', ...FIELD },
            }}
          />
          <MessageAlert message={context.message} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={BIG_TARGET}
            disabled={busy}
            data-testid="pinpad-start"
            startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
          >
            {between ? t('pinpad.charge') : t('pinpad.start')}
          </Button>
          {between ? leaveButton : <BackToFunctions />}
        </StaffForm>
        {!between && screen.staff.functions.includes('pinpadRefund') && (
          <Box sx={{ mt: 4 }}>
            <PinpadRefunds api={screen.api} shop={bundle.site.shopCode} money={money} />
          </Box>
        )}
      </StaffFrame>
    );
  }

  if (snapshot.matches('staffPin')) {
    const submitStaffPin = (typed: string) => {
      send({ type: 'STAFF_PIN', pin: typed });
      setStaffPin('');
    };
    return (
      <StaffFrame title={t('pinpad.leaveTitle')} testId="pinpad-leaving">
        <KeypadStep
          help={t('pinpad.leaveHelp')}
          label={t('pinpad.staffPin')}
          value={staffPin}
          onChange={setStaffPin}
          maxLength={STAFF_PIN_MAX_LENGTH}
          testId="pinpad-staff-pin"
          busy={busy}
          message={context.message}
          onSubmit={submitStaffPin}
          submit={{ label: t('pinpad.staffPinSubmit'), testId: 'pinpad-staff-pin-submit' }}
          other={{ label: t('pinpad.stay'), testId: 'pinpad-stay', onClick: () => send({ type: 'CANCEL' }) }}
        />
      </StaffFrame>
    );
  }

  if (snapshot.matches('paid') && context.receipt) {
    const receipt = context.receipt;
    return (
      <StaffFrame title={t('pinpad.paidTitle')} testId="pinpad-paid">
        <Stack spacing={2}>
          <Alert severity="success" role="status" sx={{ fontSize: '1.15rem' }} data-testid="pinpad-receipt">
            {t('pinpad.paid', { amount: money(receipt.amount), card: receipt.cardNumber })}
          </Alert>
          <Typography component="p" variant="h5" data-testid="pinpad-balance">
            {t('pinpad.balanceLeft', { balance: money(receipt.balance) })}
          </Typography>
          <Typography color="text.secondary" data-testid="pinpad-receipt-ref">
            {t('pinpad.receiptRef', { chargeId: receipt.chargeId })} ·{' '}
            {t('pinpad.chargedAt', { time: new Date(receipt.chargedAt * 1000).toLocaleString(i18n.language) })}
          </Typography>
          <PinpadReceiptSms api={screen.api} shop={bundle.site.shopCode} chargeId={receipt.chargeId} />
          <Typography color="text.secondary">{t('pinpad.receiptAuto')}</Typography>
          <Button
            variant="contained"
            size="large"
            sx={BIG_TARGET}
            onClick={() => send({ type: 'NEXT' })}
            data-testid="pinpad-done"
          >
            {t('pinpad.done')}
          </Button>
          {leaveButton}
        </Stack>
      </StaffFrame>
    );
  }

  // Kiosk mode: the customer's screens.
  return (
    <StaffFrame title={t('pinpad.kioskTitle')} testId="pinpad-kiosk">
      <Stack spacing={2}>
        {toPay}
        {snapshot.matches({ kiosk: 'card' }) && (
          <StaffForm onSubmit={() => send({ type: 'CARD', by, value: card })}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={by}
              onChange={(_, next: CardBy | null) => {
                if (next === null) return;
                setBy(next);
                setCard('');
                setScanning(false);
              }}
              aria-label={t('pinpad.cardBy')}
            >
              {(['card', 'qr'] as const).map((option) => (
                <ToggleButton
                  key={option}
                  value={option}
                  sx={{ ...BIG_TARGET, color: 'text.primary', textTransform: 'none' }}
                  data-testid={`pinpad-by-${option}`}
                >
                  {t(`pinpad.by.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              label={t(`pinpad.cardLabel.${by}`)}
              value={card}
              onChange={(e) => setCard(e.target.value)}
              autoComplete="off"
              slotProps={{
                htmlInput: {
                  inputMode: by === 'card' ? 'numeric' : 'text',
                  maxLength: 64,
                  'data-testid': 'pinpad-card',
                  ...FIELD,
                },
              }}
            />
            {by === 'qr' && canScanQr() && (
              <Button
                variant="outlined"
                size="large"
                sx={BIG_TARGET}
                onClick={() => setScanning((s) => !s)}
                data-testid="pinpad-scan"
              >
                {scanning ? t('find.stopScan') : t('find.scan')}
              </Button>
            )}
            {scanning && (
              <Suspense fallback={<SectionSkeleton height={240} />}>
                <LazyQrScanner
                  onCode={(code) => {
                    setScanning(false);
                    setCard(code);
                    send({ type: 'CARD', by: 'qr', value: code });
                  }}
                />
              </Suspense>
            )}
            <MessageAlert message={context.message} />
            <Button type="submit" variant="contained" size="large" sx={BIG_TARGET} data-testid="pinpad-card-submit">
              {t('pinpad.next')}
            </Button>
          </StaffForm>
        )}
        {(snapshot.matches({ kiosk: 'pin' }) || snapshot.matches({ kiosk: 'charging' })) && (
          <KeypadStep
            help={t('pinpad.pinHelp')}
            label={t('pinpad.walletPin')}
            value={pin}
            onChange={setPin}
            maxLength={WALLET_PIN_LENGTH}
            testId="pinpad-pin"
            busy={busy}
            message={context.message}
            onSubmit={(typed) => {
              // The wallet PIN has one length: its last digit pays, no extra tap.
              send({ type: 'PIN', pin: typed });
              setPin('');
            }}
            submitOnLastDigit
            submit={{ label: t('pinpad.pay', { amount: money(context.amount) }), testId: 'pinpad-pay' }}
            other={{ label: t('pinpad.otherCard'), testId: 'pinpad-back', onClick: () => send({ type: 'BACK' }) }}
          />
        )}
        {leaveButton}
      </Stack>
    </StaffFrame>
  );
}

/** The staff screens' way back to function select. */
function BackToFunctions() {
  const { t } = useTranslation('staff');
  const { bundle } = useTenant();
  return (
    <Button
      component={RouterLink}
      to={layoutHref('app', bundle.shop, STAFF_SCREENS.functions)}
      variant="text"
      size="large"
      sx={BIG_TARGET}
    >
      {t('functions.back')}
    </Button>
  );
}

interface KeypadStepProps {
  help: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  testId: string;
  busy: boolean;
  message: Message | null;
  /** Called with the PIN typed: by the submit button, Enter, or (submitOnLastDigit) its last digit. */
  onSubmit: (pin: string) => void;
  /** A PIN of one length (the wallet PIN) is sent by its last digit, no extra tap. */
  submitOnLastDigit?: boolean;
  submit: { label: string; testId: string };
  /** The step's other way: stay in kiosk mode, another card. */
  other: { label: string; testId: string; onClick: () => void };
}

/** A PIN typed on the on-screen keypad (docs/staff.md#pin-keypad): the staff PIN to leave, the customer's wallet PIN. */
function KeypadStep(props: KeypadStepProps) {
  const { busy } = props;
  return (
    <StaffForm onSubmit={() => props.onSubmit(props.value)}>
      <Typography>{props.help}</Typography>
      <PinKeypad
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        maxLength={props.maxLength}
        testId={props.testId}
        disabled={busy}
        onComplete={props.submitOnLastDigit ? props.onSubmit : undefined}
      />
      <MessageAlert message={props.message} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={BIG_TARGET}
        disabled={busy}
        data-testid={props.submit.testId}
        startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
      >
        {props.submit.label}
      </Button>
      <Button
        variant="outlined"
        size="large"
        sx={BIG_TARGET}
        disabled={busy}
        onClick={props.other.onClick}
        data-testid={props.other.testId}
      >
        {props.other.label}
      </Button>
    </StaffForm>
  );
}
