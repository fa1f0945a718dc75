import { paymentChildOf } from '../../../payment/payment-child';
import type { ExitChoice, TopUpRules } from '../../../../flows/parking/top-up.machine';
import type { ParkingBooking } from '../../../generated/api/parking-booking';
import type { PaymentMethod } from '../../../generated/tenant';
import { epochOfWallTime, wallTimeOf } from '../../../lib/site-time';
import { topUpPricePerPeriod } from '../../../lib/parking-fee';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import { quickExits } from './top-up-choices';
import { useTopUpMachine } from './use-top-up-machine';

/** The new exit the date and time fields name at the site (null while they name none). */
const choiceOf = (fields: { date: string; time: string }, timeZone: string | undefined): ExitChoice => ({
  ...fields,
  exit: epochOfWallTime(fields, timeZone),
});

/** The exit offered first: the first quick extension that meets the minimum interval. */
function firstChoice(booking: ParkingBooking, rules: TopUpRules): ExitChoice {
  const [first] = quickExits(booking.exit, rules, booking.latestExit);
  const fallback = booking.latestExit ?? booking.exit + rules.minimumIntervalMinutes * 60;
  return choiceOf(
    wallTimeOf(first?.exit ?? Math.min(fallback, booking.exit + rules.minimumIntervalMinutes * 60), booking.timeZone),
    booking.timeZone,
  );
}

/**
 * The controller of the top-up panel: what it shows, read from the top-up machine (which holds the
 * draft: the new exit as typed and the payment method), and the events it sends. Which buttons work
 * is the machine's answer (`snapshot.can`).
 */
export function useTopUp(
  booking: ParkingBooking,
  rules: TopUpRules,
  methods: readonly PaymentMethod[],
  paymentCode: number,
) {
  const zone = booking.timeZone;
  const { bundle } = useTenant();
  const text = useTenantText();
  // The booking's offer as the tenant sells it now: its top-up rate said in words before any price is asked for.
  const tariff = bundle.tenant.sites
    .find((site) => site.shopCode === booking.shopCode)
    ?.offers?.find((offer) => offer.code === booking.offerCode)?.tariff;
  const [snapshot, send] = useTopUpMachine({ booking, rules, paymentCode, choice: firstChoice(booking, rules) });
  const { context } = snapshot;
  const { fee, exitFields } = context;
  const state = snapshot.value;
  const method = methods.find((m) => m.code === context.paymentCode);
  const paymentRef = paymentChildOf(snapshot);
  const setFields = (fields: { date: string; time: string }) => send({ type: 'SET_EXIT', ...choiceOf(fields, zone) });

  return {
    payment:
      state === 'paying' && paymentRef && fee
        ? { actorRef: paymentRef, amount: fee.total, methodName: text(method?.name) }
        : null,
    /** Paid, or gone to the gateway's page: the panel waits for the page to change. */
    finishing: state === 'succeeded' ? ('done' as const) : state === 'leftForGateway' ? ('redirecting' as const) : null,
    quote: state === 'reviewing' && fee ? { fee, methodName: text(method?.name) } : null,
    /** The price of one top-up period per ticket (null when the offer is no longer sold). */
    ratePrice: tariff ? topUpPricePerPeriod(tariff, rules.ratePeriodMinutes) : null,
    draft: {
      quick: quickExits(booking.exit, rules, booking.latestExit).map((choice) => ({
        minutes: choice.minutes,
        chosen: choice.exit === context.newExit,
        choose: () => setFields(wallTimeOf(choice.exit, zone)),
      })),
      fields: exitFields,
      setFields,
      setDate: (date: string) => setFields({ ...exitFields, date }),
      setTime: (time: string) => setFields({ ...exitFields, time }),
      exitEditable: snapshot.can({ type: 'SET_EXIT', ...exitFields, exit: context.newExit }),
      methods,
      paymentCode: context.paymentCode,
      methodEditable: snapshot.can({ type: 'SELECT_METHOD', paymentCode: context.paymentCode }),
      selectMethod: (code: number) => send({ type: 'SELECT_METHOD', paymentCode: code }),
    },
    message: context.message,
    changeExit: snapshot.can({ type: 'CHANGE_EXIT' }) ? () => send({ type: 'CHANGE_EXIT' }) : null,
    pay: snapshot.can({ type: 'PAY' }) && fee ? { total: fee.total, send: () => send({ type: 'PAY' }) } : null,
    payAgain: snapshot.can({ type: 'RETRY' }) ? () => send({ type: 'RETRY' }) : null,
    getPrice:
      state === 'choosing' || state === 'quoting'
        ? { busy: state === 'quoting', enabled: snapshot.can({ type: 'QUOTE' }), send: () => send({ type: 'QUOTE' }) }
        : null,
  };
}

export type TopUp = ReturnType<typeof useTopUp>;
export type TopUpDraft = TopUp['draft'];
