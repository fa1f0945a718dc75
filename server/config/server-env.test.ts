import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SENSITIVE_RATE_LIMITS } from './rate-limits';
import { PROJECT_ROOT } from './project-paths';
import { DEMO_TEST_TOOLS, productionTestToolsProblem, readServerEnv, testToolsOf } from './server-env';

describe('readServerEnv', () => {
  it('has the documented defaults', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      logLevel: 'info',
    });
    expect(env.tenantsDir).toBe(path.join(PROJECT_ROOT, 'tenants'));
    expect(env.staticDir).toBe(path.join(PROJECT_ROOT, 'dist/app'));
    expect(env.rateLimit).toEqual({ max: 600, timeWindowMs: 60_000, sensitive: DEFAULT_SENSITIVE_RATE_LIMITS });
  });

  it('reads the variables', () => {
    const env = readServerEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/k',
      DATA_DIR: '/tmp/k',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: '1',
    });
    expect(env).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/k',
      dataDir: '/tmp/k',
      rateLimit: false,
      trustProxy: true,
    });
  });

  it('switches the SMS outbox reader on only with SMS_SANDBOX=1, and reads the code secret', () => {
    expect(readServerEnv({}).smsSandbox).toBe(false);
    expect(readServerEnv({ SMS_SANDBOX: '0' }).smsSandbox).toBe(false);
    expect(readServerEnv({ SMS_SANDBOX: 'true' }).smsSandbox).toBe(false);
    expect(readServerEnv({ SMS_SANDBOX: '1' }).smsSandbox).toBe(true);
    expect(readServerEnv({}).smsCodeSecret).toBeUndefined();
    expect(readServerEnv({ SMS_CODE_SECRET: 's'.repeat(32) }).smsCodeSecret).toBe('s'.repeat(32));
  });

  it('has no payment gateway unless PAYMENT_GATEWAY names one', () => {
    expect(readServerEnv({}).paymentGateway).toBe('none');
    expect(readServerEnv({ NODE_ENV: 'production' }).paymentGateway).toBe('none');
    expect(readServerEnv({ PAYMENT_GATEWAY: 'sandbox' }).paymentGateway).toBe('sandbox');
    expect(readServerEnv({ PAYMENT_GATEWAY: 'none' }).paymentGateway).toBe('none');
    expect(() => readServerEnv({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/PAYMENT_GATEWAY must be one of sandbox, none/);
  });

  it('moves its clock only with SANDBOX_CLOCK=1', () => {
    expect(readServerEnv({}).sandboxClock).toBe(false);
    expect(readServerEnv({ SANDBOX_CLOCK: '1' }).sandboxClock).toBe(true);
  });

  it.each(Object.entries(DEMO_TEST_TOOLS))(
    'refuses to start in production with the test tool %s=%s, naming it',
    (name, value) => {
      expect(() => readServerEnv({ NODE_ENV: 'production', [name]: value })).toThrow(
        `NODE_ENV=production refuses the test tools switched on: ${name}=${value}; unset it (they are for the demo and tests only, README "Test tools")`,
      );
      expect(productionTestToolsProblem({ NODE_ENV: 'production', [name]: value })).toContain(`${name}=${value}`);
      // The same switch without NODE_ENV=production, or production with it off, starts.
      expect(() => readServerEnv({ [name]: value })).not.toThrow();
      expect(
        productionTestToolsProblem({ NODE_ENV: 'production', [name]: name === 'PAYMENT_GATEWAY' ? 'none' : '0' }),
      ).toBeNull();
    },
  );

  it('names every test tool switched on in production at once', () => {
    const problem = productionTestToolsProblem({ NODE_ENV: 'production', ...DEMO_TEST_TOOLS });
    expect(problem).toBe(
      'NODE_ENV=production refuses the test tools switched on: SMS_SANDBOX=1, PAYMENT_GATEWAY=sandbox, SANDBOX_CLOCK=1, SANDBOX_LINKS=1, SANDBOX_WALLET_PASS=1, DEMO_STAFF=1; unset them (they are for the demo and tests only, README "Test tools")',
    );
    expect(productionTestToolsProblem({ NODE_ENV: 'production' })).toBeNull();
    expect(readServerEnv({ NODE_ENV: 'production' })).toMatchObject({
      smsSandbox: false,
      sandboxClock: false,
      sandboxLinks: false,
      sandboxWalletPass: false,
      demoStaff: false,
      paymentGateway: 'none',
    });
  });

  it('serves the API description unless NODE_ENV=production, where only API_DOCS=1 serves it', () => {
    expect(readServerEnv({}).apiDocs).toBe(true);
    expect(readServerEnv({ API_DOCS: '0' }).apiDocs).toBe(false);
    expect(readServerEnv({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(readServerEnv({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(() => readServerEnv({ API_DOCS: 'yes' })).toThrow('API_DOCS must be 1 (serve /docs) or 0, got "yes"');
  });

  it('every test tool of the demo is one the start-up warning names', () => {
    for (const [name, value] of Object.entries(DEMO_TEST_TOOLS))
      expect(testToolsOf(readServerEnv({ [name]: value })).join(' ')).toContain(`${name}=${value}`);
  });

  it('names the test tools that are on, for the start-up warning', () => {
    expect(testToolsOf(readServerEnv({}))).toEqual([]);
    expect(testToolsOf(readServerEnv(DEMO_TEST_TOOLS))).toEqual([
      'SMS outbox reader (SMS_SANDBOX=1)',
      'sandbox payment gateway (PAYMENT_GATEWAY=sandbox)',
      'movable clock (SANDBOX_CLOCK=1)',
      'voucher and invitation link minter (SANDBOX_LINKS=1)',
      'demo Apple Wallet pass certificate (SANDBOX_WALLET_PASS=1)',
      'demo staff with a shared password and PIN (DEMO_STAFF=1)',
    ]);
  });

  it.each([
    [{ SMS_CODE_SECRET: 'short' }, /SMS_CODE_SECRET must be at least 32 characters/],
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://root:pw@db/x' }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ PARKING_HOLD_MINUTES: '0' }, /PARKING_HOLD_MINUTES must be a whole number from 1 to 1440/],
  ])('explains a bad value %j', (vars, message) => {
    expect(() => readServerEnv(vars)).toThrow(message);
  });

  it('reads how long unpaid parking bookings hold their tickets (default 15 minutes)', () => {
    expect(readServerEnv({}).parkingHoldMinutes).toBe(15);
    expect(readServerEnv({ PARKING_HOLD_MINUTES: '20' }).parkingHoldMinutes).toBe(20);
  });

  it('reads the daily cap of verification SMS per client address (default 50)', () => {
    expect(readServerEnv({}).smsDailyPerClient).toBe(50);
    expect(readServerEnv({ SMS_DAILY_PER_CLIENT: '500' }).smsDailyPerClient).toBe(500);
    expect(() => readServerEnv({ SMS_DAILY_PER_CLIENT: '0' })).toThrow(/SMS_DAILY_PER_CLIENT must be a whole number/);
  });

  it('reads how often the payment re-check job runs (default 60 seconds)', () => {
    expect(readServerEnv({}).paymentRecheckSeconds).toBe(60);
    expect(readServerEnv({ PAYMENT_RECHECK_SECONDS: '2' }).paymentRecheckSeconds).toBe(2);
    expect(() => readServerEnv({ PAYMENT_RECHECK_SECONDS: '0' })).toThrow(
      /PAYMENT_RECHECK_SECONDS must be a whole number from 1 to 3600/,
    );
  });

  it('keeps the tables up itself unless DATABASE_UPKEEP=off, which only a PostgreSQL may ask', () => {
    const postgres = 'postgres://kerbside@db/kerbside';
    expect(readServerEnv({}).databaseUpkeep).toBe(true);
    expect(readServerEnv({ DATABASE_URL: postgres, DATABASE_UPKEEP: 'auto' }).databaseUpkeep).toBe(true);
    expect(readServerEnv({ DATABASE_URL: postgres, DATABASE_UPKEEP: 'off' }).databaseUpkeep).toBe(false);
    expect(() => readServerEnv({ DATABASE_UPKEEP: 'off' })).toThrow(/DATABASE_UPKEEP=off needs DATABASE_URL/);
    expect(() => readServerEnv({ DATABASE_URL: postgres, DATABASE_UPKEEP: 'no' })).toThrow(
      /DATABASE_UPKEEP must be auto or off/,
    );
  });

  it('does not echo a password from a bad DATABASE_URL', () => {
    expect(() => readServerEnv({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(/^(?!.*hunter2)/);
  });
});
