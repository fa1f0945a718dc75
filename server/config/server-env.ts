/** The server's settings from the environment, checked once at start with messages that say what to fix. */
import path from 'node:path';
import { DEFAULT_API_RATE_LIMIT, DEFAULT_SENSITIVE_RATE_LIMITS, type ApiRateLimit } from './rate-limits';
import { MIN_SMS_CODE_SECRET_LENGTH } from '../services/sms/code-secret';
import { SMS_LIMITS } from '../services/sms/send-limits';
import { PROJECT_ROOT } from './project-paths';

export interface ServerEnv {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; unset means the embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  tenantsDir: string;
  themesDir: string;
  staticDir: string;
  logLevel: string;
  trustProxy: boolean;
  rateLimit: ApiRateLimit | false;
  /** Key of the SMS code HMAC; unset means a random one kept in the database. */
  smsCodeSecret?: string;
  /** Verification SMS one client address may have sent per tenant and day (docs/accounts-api.md). */
  smsDailyPerClient: number;
  /**
   * Test tools answer only when switched on by name (docs/rules.md#test-tools): the SMS outbox
   * reader at /sandbox-api/sms/last (SMS_SANDBOX=1) ...
   */
  smsSandbox: boolean;
  /** ... and the movable clock at /sandbox-api/clock/advance (SANDBOX_CLOCK=1). None of them with NODE_ENV=production: the start is refused. */
  sandboxClock: boolean;
  /** ... and the link minter at /sandbox-api/links/* (SANDBOX_LINKS=1): voucher claim and invitation links. */
  sandboxLinks: boolean;
  /**
   * ... and the demo pass certificate (SANDBOX_WALLET_PASS=1): made once into DATA_DIR/wallet-pass-demo/,
   * it signs the Apple Wallet passes of tenants whose pass secrets are referenced but unset (docs/wallet.md#demo-passes).
   */
  sandboxWalletPass: boolean;
  /** ... and the demo staff members of every tenant (DEMO_STAFF=1; docs/staff.md#demo-staff). */
  demoStaff: boolean;
  /** Minutes an unpaid parking booking holds its tickets (PARKING_HOLD_MINUTES, default 15). */
  parkingHoldMinutes: number;
  /**
   * The payment gateway (PAYMENT_GATEWAY): 'sandbox' (the built-in one whose page approves on a
   * click, a test tool) or 'none' (payments are refused), the default.
   */
  paymentGateway: PaymentGatewayName;
  /**
   * Seconds between runs of the payment re-check job, which also reconciles remote providers
   * (PAYMENT_RECHECK_SECONDS, default 60; docs/payment-providers.md#reconciliation).
   */
  paymentRecheckSeconds: number;
  /**
   * Serve the API description, /docs and /docs/json (API_DOCS): on unless NODE_ENV=production,
   * where it is off unless API_DOCS=1 (the whole API's shape is an attacker's map); API_DOCS=0 turns it off anywhere.
   */
  apiDocs: boolean;
  /**
   * Whether the server keeps its tables' statistics itself where nothing else does (DATABASE_UPKEEP):
   * 'auto' (the default) on PGlite and on a PostgreSQL whose autovacuum is off; 'off' never, for a
   * PostgreSQL whose tables are looked after by its operator's own jobs (docs/rules.md#database-upkeep).
   */
  databaseUpkeep: boolean;
  /** Bearer token of GET /metrics (METRICS_TOKEN, at least 32 characters); unset: no /metrics (docs/architecture.md#metrics). */
  metricsToken?: string;
}

/** The shortest METRICS_TOKEN accepted: as long as the other keys a server is given. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

export const PAYMENT_GATEWAYS = ['sandbox', 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

function paymentGateway(env: NodeJS.ProcessEnv): PaymentGatewayName {
  const raw = env.PAYMENT_GATEWAY || 'none';
  if (!(PAYMENT_GATEWAYS as readonly string[]).includes(raw))
    throw new Error(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')}, got "${raw}"`);
  return raw as PaymentGatewayName;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function folder(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return path.resolve(env[name] || fallback);
}

/**
 * What `npm start` (the demo), `npm run dev`, the browser tests and the screenshot script switch on:
 * every test tool. A server started any other way has none of them.
 */
export const DEMO_TEST_TOOLS = {
  SMS_SANDBOX: '1',
  PAYMENT_GATEWAY: 'sandbox',
  SANDBOX_CLOCK: '1',
  SANDBOX_LINKS: '1',
  SANDBOX_WALLET_PASS: '1',
  DEMO_STAFF: '1',
} as const;

/** Whether the environment switches the test tool `name` (a key of DEMO_TEST_TOOLS) on: the value the demo gives it. */
function switchedOn(env: NodeJS.ProcessEnv, name: keyof typeof DEMO_TEST_TOOLS): boolean {
  return env[name] === DEMO_TEST_TOOLS[name];
}

/**
 * A production server is never a demo (docs/rules.md#test-tools): with NODE_ENV=production, any
 * test tool switched on stops the start, naming each, rather than quietly serving login codes,
 * click-to-approve payments, minted links, published demo passwords or a movable clock.
 */
export function productionTestToolsProblem(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const on = (Object.keys(DEMO_TEST_TOOLS) as Array<keyof typeof DEMO_TEST_TOOLS>).filter((name) =>
    switchedOn(env, name),
  );
  if (on.length === 0) return null;
  return `NODE_ENV=production refuses the test tools switched on: ${on.map((name) => `${name}=${DEMO_TEST_TOOLS[name]}`).join(', ')}; unset ${on.length === 1 ? 'it' : 'them'} (they are for the demo and tests only, README "Test tools")`;
}

/** The test tools a server was started with, for the line it logs at start. */
export function testToolsOf(
  env: Pick<
    ServerEnv,
    'smsSandbox' | 'sandboxClock' | 'paymentGateway' | 'sandboxLinks' | 'sandboxWalletPass' | 'demoStaff'
  >,
): string[] {
  return [
    ...(env.smsSandbox ? ['SMS outbox reader (SMS_SANDBOX=1)'] : []),
    ...(env.paymentGateway === 'sandbox' ? ['sandbox payment gateway (PAYMENT_GATEWAY=sandbox)'] : []),
    ...(env.sandboxClock ? ['movable clock (SANDBOX_CLOCK=1)'] : []),
    ...(env.sandboxLinks ? ['voucher and invitation link minter (SANDBOX_LINKS=1)'] : []),
    ...(env.sandboxWalletPass ? ['demo Apple Wallet pass certificate (SANDBOX_WALLET_PASS=1)'] : []),
    ...(env.demoStaff ? ['demo staff with a shared password and PIN (DEMO_STAFF=1)'] : []),
  ];
}

function apiDocs(env: NodeJS.ProcessEnv): boolean {
  const raw = env.API_DOCS ?? '';
  if (!['', '0', '1'].includes(raw)) throw new Error(`API_DOCS must be 1 (serve /docs) or 0, got "${raw}"`);
  return raw === '' ? env.NODE_ENV !== 'production' : raw === '1';
}

function databaseUpkeep(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): boolean {
  const raw = env.DATABASE_UPKEEP || 'auto';
  if (raw !== 'auto' && raw !== 'off') throw new Error(`DATABASE_UPKEEP must be auto or off, got "${raw}"`);
  if (raw === 'off' && !databaseUrl)
    // PGlite has no autovacuum and nobody else can reach its folder: without the server's upkeep its plans rot.
    throw new Error('DATABASE_UPKEEP=off needs DATABASE_URL: the embedded database has nobody else to analyse it');
  return raw === 'auto';
}

export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const testToolsInProduction = productionTestToolsProblem(env);
  if (testToolsInProduction !== null) throw new Error(testToolsInProduction);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(`DATABASE_URL must be a postgres:// URL, got "${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}"`);
  }
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const smsCodeSecret = env.SMS_CODE_SECRET || undefined;
  if (smsCodeSecret !== undefined && smsCodeSecret.length < MIN_SMS_CODE_SECRET_LENGTH) {
    throw new Error(
      `SMS_CODE_SECRET must be at least ${MIN_SMS_CODE_SECRET_LENGTH} characters (it keys the SMS code hashes)`,
    );
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH)
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (e.g. openssl rand -hex 32), or unset to serve no /metrics`,
    );
  const rateLimitMax = integer(env, 'RATE_LIMIT_MAX', DEFAULT_API_RATE_LIMIT.max, 0, 1_000_000);
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir: folder(env, 'DATA_DIR', './data'),
    tenantsDir: folder(env, 'TENANTS_DIR', path.join(PROJECT_ROOT, 'tenants')),
    themesDir: folder(env, 'THEMES_DIR', path.join(PROJECT_ROOT, 'themes')),
    staticDir: folder(env, 'STATIC_DIR', path.join(PROJECT_ROOT, 'dist/app')),
    logLevel,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // RATE_LIMIT_MAX=0 turns the limit off.
    rateLimit:
      rateLimitMax === 0
        ? false
        : {
            max: rateLimitMax,
            timeWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', DEFAULT_API_RATE_LIMIT.timeWindowMs, 1000, 86_400_000),
            sensitive: {
              chkPhone: {
                ...DEFAULT_SENSITIVE_RATE_LIMITS.chkPhone,
                max: integer(env, 'RATE_LIMIT_PHONE_CHECKS', DEFAULT_SENSITIVE_RATE_LIMITS.chkPhone.max, 1, 1_000_000),
              },
              codeSend: {
                ...DEFAULT_SENSITIVE_RATE_LIMITS.codeSend,
                max: integer(env, 'RATE_LIMIT_CODE_SENDS', DEFAULT_SENSITIVE_RATE_LIMITS.codeSend.max, 1, 1_000_000),
              },
            },
          },
    smsCodeSecret,
    smsSandbox: switchedOn(env, 'SMS_SANDBOX'),
    smsDailyPerClient: integer(env, 'SMS_DAILY_PER_CLIENT', SMS_LIMITS.perClientPerDay, 1, 1_000_000),
    sandboxClock: switchedOn(env, 'SANDBOX_CLOCK'),
    sandboxLinks: switchedOn(env, 'SANDBOX_LINKS'),
    sandboxWalletPass: switchedOn(env, 'SANDBOX_WALLET_PASS'),
    demoStaff: switchedOn(env, 'DEMO_STAFF'),
    parkingHoldMinutes: integer(env, 'PARKING_HOLD_MINUTES', 15, 1, 1440),
    paymentGateway: paymentGateway(env),
    paymentRecheckSeconds: integer(env, 'PAYMENT_RECHECK_SECONDS', 60, 1, 3600),
    apiDocs: apiDocs(env),
    databaseUpkeep: databaseUpkeep(env, databaseUrl),
    ...(metricsToken ? { metricsToken } : {}),
  };
}
