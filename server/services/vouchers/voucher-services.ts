/** The voucher services the routes call, bound to their dependencies once (as parking-services.ts). */
import {
  VOUCHER_ATTEMPT_WINDOW_SECONDS,
  VOUCHER_ATTEMPTS_PER_ACCOUNT,
  VOUCHER_ATTEMPTS_PER_ADDRESS,
} from '../../../src/lib/limits';
import type { Database } from '../../db/database';
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import type { Clock } from '../shared/clock';
import type { ServiceLogger } from '../shared/service-logger';
import type { VoucherAttemptLimits, VoucherDeps } from './voucher-deps';
import { claimVoucherLink, collectVoucher, listVouchers, mintVoucherLink, viewVoucherLink } from './vouchers';

export interface VoucherOptions {
  /** Attempts per client address and per account (default from src/lib/limits.ts). */
  attempts?: Partial<VoucherAttemptLimits>;
}

export const DEFAULT_VOUCHER_ATTEMPTS: VoucherAttemptLimits = {
  perAddress: VOUCHER_ATTEMPTS_PER_ADDRESS,
  perAccount: VOUCHER_ATTEMPTS_PER_ACCOUNT,
  windowMs: VOUCHER_ATTEMPT_WINDOW_SECONDS * 1000,
};

const VOUCHER_OPERATIONS = {
  list: listVouchers,
  collect: collectVoucher,
  viewLink: viewVoucherLink,
  claimLink: claimVoucherLink,
  mintLink: mintVoucherLink,
};

export interface VoucherServices extends BoundOperations<VoucherDeps, typeof VOUCHER_OPERATIONS> {
  deps: VoucherDeps;
}

export function createVoucherServices(
  base: { db: Database; now: Clock; log: ServiceLogger },
  options: VoucherOptions = {},
): VoucherServices {
  const deps: VoucherDeps = { ...base, attempts: { ...DEFAULT_VOUCHER_ATTEMPTS, ...options.attempts } };
  return { deps, ...bindDeps(deps, VOUCHER_OPERATIONS) };
}
