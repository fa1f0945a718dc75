/**
 * The parking fee of a stay: a pure function of the tariff and the time range, shared by the
 * browser's quote and the server's charge so the two can never disagree (docs/parking-api.md, "Fee").
 * Every amount is an integer number of minor units; times are whole seconds.
 */
import type { Tariff } from '../generated/tenant';

/**
 * The tariff of a ticket offer (tenant schema `tariff`): dailyMaximum caps the period charge of
 * each started 24 hours counted from entry; flatFee is added once per ticket, outside the cap.
 */
export type ParkingTariff = Tariff;

export interface StayRange {
  /** Entry, seconds since the epoch. */
  entry: number;
  /** Exit, seconds since the epoch. */
  exit: number;
}

export interface ParkingFeeBreakdown {
  /** Periods started by the stay (before any daily cap). */
  periods: number;
  /** Charge of the periods for one ticket, after the daily cap. */
  periodCharge: number;
  flatFee: number;
  /** periodCharge + flatFee. */
  perTicket: number;
  tickets: number;
  /** perTicket × tickets: the fee before any payment surcharge. */
  amount: number;
}

export type ParkingFeeResult =
  { valid: true; fee: ParkingFeeBreakdown } | { valid: false; reason: 'empty-range' | 'invalid-input' };

export const SECONDS_PER_DAY = 24 * 60 * 60;

function ceilDiv(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator - 1) / denominator);
}

function isCount(value: number | undefined, min: number): boolean {
  return value === undefined || (Number.isSafeInteger(value) && value >= min);
}

function validInput(tariff: ParkingTariff, range: StayRange, tickets: number): boolean {
  return (
    isCount(tariff.periodMinutes, 1) &&
    isCount(tariff.pricePerPeriod, 0) &&
    isCount(tariff.dailyMaximum, 0) &&
    isCount(tariff.flatFee, 0) &&
    Number.isSafeInteger(range.entry) &&
    Number.isSafeInteger(range.exit) &&
    isCount(tickets, 0)
  );
}

/** Charge of `seconds` of stay at the plain period rate (part periods count whole). */
function periodsCharge(tariff: ParkingTariff, seconds: number): number {
  return ceilDiv(seconds, tariff.periodMinutes * 60) * tariff.pricePerPeriod;
}

/** Sum over the 24-hour blocks from entry of min(dailyMaximum, the block's period charge). */
function cappedByDay(tariff: ParkingTariff, dailyMaximum: number, seconds: number): number {
  const fullDays = Math.floor(seconds / SECONDS_PER_DAY);
  const rest = seconds - fullDays * SECONDS_PER_DAY;
  const fullDay = Math.min(dailyMaximum, periodsCharge(tariff, SECONDS_PER_DAY));
  const lastDay = rest > 0 ? Math.min(dailyMaximum, periodsCharge(tariff, rest)) : 0;
  return fullDays * fullDay + lastDay;
}

/**
 * The fee of `tickets` tickets for the stay. A stay of zero or negative length is invalid, as is
 * any non-integer or out-of-range input (or an amount beyond safe integers).
 */
export function parkingFee(tariff: ParkingTariff, range: StayRange, tickets = 1): ParkingFeeResult {
  if (!validInput(tariff, range, tickets)) return { valid: false, reason: 'invalid-input' };
  const seconds = range.exit - range.entry;
  if (seconds <= 0) return { valid: false, reason: 'empty-range' };
  const periods = ceilDiv(seconds, tariff.periodMinutes * 60);
  const plain = periods * tariff.pricePerPeriod;
  const periodCharge =
    tariff.dailyMaximum === undefined ? plain : Math.min(plain, cappedByDay(tariff, tariff.dailyMaximum, seconds));
  const flatFee = tariff.flatFee ?? 0;
  const perTicket = periodCharge + flatFee;
  const amount = perTicket * tickets;
  if (!Number.isSafeInteger(plain) || !Number.isSafeInteger(amount)) return { valid: false, reason: 'invalid-input' };
  return { valid: true, fee: { periods, periodCharge, flatFee, perTicket, tickets, amount } };
}

/**
 * The price of one top-up period (docs/rules.md#top-up-rules): the tariff's price per minute times
 * `ratePeriodMinutes`, rounded half up to a whole minor unit. The server charges it; the top-up panel
 * says it in words before the customer asks for a price.
 */
export function topUpPricePerPeriod(
  tariff: Pick<ParkingTariff, 'periodMinutes' | 'pricePerPeriod'>,
  ratePeriodMinutes: number,
): number {
  return Math.floor(
    (2 * tariff.pricePerPeriod * ratePeriodMinutes + tariff.periodMinutes) / (2 * tariff.periodMinutes),
  );
}
