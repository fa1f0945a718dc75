/**
 * Idempotent calls (docs/parking-api.md, "Idempotency"): the key is claimed first in the call's
 * own transaction, so a retry waits for the first call and then returns its answer; the same key
 * with different details is refused; a refused call rolls its claim back with everything else.
 */
import { createHash } from 'node:crypto';
import { refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import type { Database, Queryable } from '../../db/database';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  storeIdempotentResponse,
} from '../../db/repositories/idempotency-repository';
import type { Clock } from './clock';
import { transactionOrRefusal } from './transaction-refusal';

/** What an idempotent call runs on. */
export interface IdempotencyDeps {
  db: Database;
  now: Clock;
}

export interface IdempotentCall {
  accountId: string;
  key: string;
  /** Which call, e.g. 'svc/order': a key reused on another call is "different details". */
  operation: string;
  /** Where, e.g. the shop code: a key reused at another shop is too. */
  scope: string;
  /** The payload without the key. */
  payload: object;
}

type Refuse<F> = (answer: F) => never;

/** JSON with object keys sorted, so the same payload always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(operation: string, scope: string, payload: object): string {
  return createHash('sha256').update(canonicalJson({ operation, scope, payload })).digest('hex');
}

/** `F`: the refusals `work` may answer (any refusal by default). */
export async function runIdempotent<R extends ApiEnvelope<object>, F extends ApiEnvelope<object> = Refusal>(
  deps: IdempotencyDeps,
  call: IdempotentCall,
  work: (tx: Queryable, refuse: Refuse<F>) => Promise<R>,
): Promise<R | F | Refusal> {
  const hash = requestHash(call.operation, call.scope, call.payload);
  return transactionOrRefusal<R, F | Refusal>(deps.db, async (tx, refuse) => {
    if (!(await claimIdempotencyKey(tx, call.accountId, call.key, hash, deps.now()))) {
      const first = await findIdempotencyKey(tx, call.accountId, call.key);
      if (!first || first.requestHash !== hash) return refuse(refused('IDEMPOTENCY_CONFLICT'));
      // Only answers of committed calls are stored, and a call only commits after storing its answer.
      return first.response as R;
    }
    const answer = await work(tx, refuse);
    await storeIdempotentResponse(tx, call.accountId, call.key, answer);
    return answer;
  });
}
