/**
 * The per-request pieces d5f609e changed, each timed on its own, old form against new, interleaved
 * (median of BENCH_ROUNDS rounds of BENCH_CALLS): the request's logger at LOG_LEVEL=error as
 * Fastify built it (a pino child with the request id) and as the stand-in does (built only when it
 * logs), each asked to log the access line below its level; and svc/order's statement numbering on
 * every call against numbering kept per text.
 * and the booking reference (tried as one randomBytes draw of 8 bytes: slower than randomInt's
 * buffered draws, so left as it is).
 *   npx tsx scripts/bench/per-request-pieces.ts
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlParam } from '../../server/db/database';
import { named } from '../../server/db/repositories/booking-order-repository';
import { lazyRequestLogger } from '../../server/http/request-logger';
import { randomInt } from 'node:crypto';
import { newBookingReference } from '../../server/services/parking/booking-codes';

const CALLS = Number(process.env.BENCH_CALLS || 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 7);

const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
const root = pino(
  { level: 'error', redact: ['req.headers.authorization', 'req.headers.cookie'] },
  sink,
) as unknown as FastifyBaseLogger;

function numberEveryTime(sql: string, all: Record<string, SqlParam>): { text: string; params: SqlParam[] } {
  const order: string[] = [];
  const text = sql.replace(/(?<!:):([a-zA-Z]+)/g, (_, name: string) => {
    if (!(name in all)) throw new Error(`no value for :${name}`);
    const at = order.indexOf(name);
    if (at !== -1) return `$${at + 1}`;
    order.push(name);
    return `$${order.length}`;
  });
  return { text, params: order.map((name) => all[name] ?? null) };
}

// A statement of svc/order's size and shape (about 2 KB, 30 names used 40 times).
const NAMES = Array.from({ length: 30 }, (_, i) =>
  `value${String.fromCharCode(97 + (i % 26))}${i}`.replace(/\d/g, (d) => String.fromCharCode(65 + Number(d))),
);
const SQL = `WITH take AS (UPDATE ticket_pool SET available = available - :${NAMES[0]} WHERE tenant_id = :${NAMES[1]} RETURNING 1), booking AS (
  INSERT INTO bookings (${NAMES.map((_, i) => `column_${i}`).join(', ')}) SELECT ${NAMES.map((n) => `:${n}::text`).join(', ')} WHERE EXISTS (SELECT 1 FROM take)
  ON CONFLICT ON CONSTRAINT bookings_reference_key DO NOTHING RETURNING id) SELECT :${NAMES[2]}, :${NAMES[3]}, (SELECT count(*) FROM booking)::int AS booked`;
const VALUES: Record<string, SqlParam> = Object.fromEntries(NAMES.map((n, i) => [n, `v${i}`]));

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function referenceWithRandomInt(): string {
  const half = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(32)]).join('');
  return `${half()}-${half()}`;
}

const pieces: Record<string, () => void> = {
  'request logger, eager pino child': () => root.child({ reqId: 'abc' }, {}).info({ status: 200 }, 'request'),
  'request logger, stand-in': () => lazyRequestLogger(root, { reqId: 'abc' }, {}).info({ status: 200 }, 'request'),
  'order statement, numbered every call': () => void numberEveryTime(SQL, VALUES),
  'order statement, numbering kept': () => void named(SQL, VALUES),
  'booking reference, randomInt a character': () => void referenceWithRandomInt(),
  'booking reference, as drawn now': () => void newBookingReference(),
};

const times = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [label, fn] of Object.entries(pieces)) {
    const calls = label.startsWith('request') ? CALLS : CALLS / 10;
    const before = process.cpuUsage();
    for (let i = 0; i < calls; i += 1) fn();
    const used = process.cpuUsage(before);
    times.set(label, [...(times.get(label) ?? []), ((used.user + used.system) * 1000) / calls]);
  }
}
for (const [label, xs] of times) {
  const sorted = [...xs].sort((a, b) => a - b);
  console.log(`${label}: median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ns CPU per call`);
}
