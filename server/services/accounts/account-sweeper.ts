/**
 * Deletes what can no longer be used: expired codes and verification tokens, ended sessions
 * (kept a day after revocation, for support questions), and attempt-limit rows that hold no count,
 * slot or lock (docs/rules.md#attempt-limits). Runs in every server process; the
 * deletes are idempotent, so several processes sweeping at once do no harm.
 */
import { deleteIdleAttempts } from '../../db/repositories/attempt-limit-repository';
import { deleteEndedSessions } from '../../db/repositories/session-repository';
import { deleteExpiredSmsCodes } from '../../db/repositories/sms-code-repository';
import { deleteExpiredVerificationTokens } from '../../db/repositories/verification-token-repository';
import type { AccountDeps } from './account-deps';
import { SESSION_IDLE_LIMIT_DAYS } from './sessions';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ACCOUNT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweepReport {
  smsCodes: number;
  verificationTokens: number;
  sessions: number;
  attemptLimits: number;
}

export async function sweepAccounts(deps: Pick<AccountDeps, 'db' | 'now'>): Promise<SweepReport> {
  const now = deps.now().getTime();
  // Codes and tokens are kept a day past expiry, so "expired" (not "no code") is still the answer meanwhile.
  const dayAgo = new Date(now - DAY_MS);
  return {
    smsCodes: await deleteExpiredSmsCodes(deps.db, dayAgo),
    verificationTokens: await deleteExpiredVerificationTokens(deps.db, dayAgo),
    sessions: await deleteEndedSessions(deps.db, dayAgo, new Date(now - SESSION_IDLE_LIMIT_DAYS * DAY_MS)),
    attemptLimits: await deleteIdleAttempts(deps.db, new Date(now)),
  };
}

/** Sweeps every hour until `stop()` (the app calls it on close). */
export function startAccountSweeper(deps: AccountDeps): { stop(): void } {
  const timer = setInterval(() => {
    sweepAccounts(deps).then(
      (report) => deps.log.info({ ...report }, 'swept ended sessions and expired codes'),
      (error: unknown) => deps.log.warn({ err: error }, 'sweeping ended sessions and expired codes failed'),
    );
  }, ACCOUNT_SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
