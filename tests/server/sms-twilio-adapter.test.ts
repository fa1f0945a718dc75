/**
 * The Twilio SMS adapter (docs/sms.md) against the local double of Twilio's Messages API
 * (tests/doubles/twilio), through Twilio's own SDK: what it sends, how each of Twilio's answers
 * reads, that a hanging Twilio is cut off by the timeout; then through the app: a tenant whose
 * `sms` block names Twilio gets its codes there (and not in the outbox), a provider error is the
 * catalogue's message, and no code ever reaches the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/server-process';
import { SmsSendError } from '../../server/services/sms/sms-send-error';
import { createTwilioSmsProvider, type TwilioSettings } from '../../server/services/sms/twilio-sms-provider';
import { codeInSmsText } from '../../server/services/sms/sms-text';
import { startTwilioDouble, type TwilioDouble } from '../doubles/twilio/twilio-double';
import { AccountClient, freshPhone, testClock } from './support/account-kit';
import { startTestApp, type TestApp } from './support/app-harness';
import { makeSite, makeTenant, modeTenants } from './support/tenant-fixtures';

const ACCOUNT = { accountSid: `AC${'1f'.repeat(16)}`, authToken: 'double-auth-token-0123456789abcdef' };
const SERVICE_SID = `MG${'2e'.repeat(16)}`;
const SENDER = '+15005550006';
const FAILED = 'Failed to send the PIN';

let double: TwilioDouble;
beforeAll(async () => {
  double = await startTwilioDouble([ACCOUNT]);
});
afterAll(async () => {
  await double?.close();
});

/** The rejection of `promise`, which must reject. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => error,
  );
}

describe('the Twilio adapter against the double', () => {
  const settings = (overrides: Partial<TwilioSettings> = {}): TwilioSettings => ({
    ...ACCOUNT,
    from: SENDER,
    baseUrl: double.url,
    timeoutMs: 2_000,
    ...overrides,
  });

  it('posts To, From and Body form-encoded with basic auth through the SDK, and answers the message sid', async () => {
    const { e164 } = freshPhone();
    const sent = await createTwilioSmsProvider(settings()).sendMessage(e164, '0427 is your test code.');
    const message = double.messages.at(-1);
    expect(message).toMatchObject({
      sid: sent.sid,
      accountSid: ACCOUNT.accountSid,
      to: e164,
      from: SENDER,
      messagingServiceSid: null,
      body: '0427 is your test code.',
    });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(message?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(message?.headers['user-agent']).toMatch(/^twilio-node\/\d+\.\d+\.\d+ /);
    expect(message?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT.accountSid}:${ACCOUNT.authToken}`).toString('base64')}`,
    );
  });

  it('sends through a messaging service without a From when the tenant gives a service', async () => {
    const { e164 } = freshPhone();
    await createTwilioSmsProvider(settings({ from: undefined, messagingServiceSid: SERVICE_SID })).send(e164, 'hello', {
      tenantId: 't',
      purpose: 'login',
    });
    expect(double.messages.at(-1)).toMatchObject({ to: e164, from: null, messagingServiceSid: SERVICE_SID });
  });

  it("reads Twilio's errors: a refused number, refused credentials, Twilio down or limiting", async () => {
    const provider = createTwilioSmsProvider(settings());
    const cases = [
      { answer: { error: 21211 }, reason: 'rejected', httpStatus: 400, providerCode: 21211 },
      { answer: { error: 21610 }, reason: 'rejected', httpStatus: 400, providerCode: 21610 },
      { answer: { error: 20429 }, reason: 'unavailable', httpStatus: 429, providerCode: 20429 },
      { answer: { status: 500 }, reason: 'unavailable', httpStatus: 500, providerCode: 20500 },
      { answer: { status: 503, rawBody: '<html>Service Unavailable</html>' }, reason: 'unavailable', httpStatus: 503 },
    ] as const;
    for (const c of cases) {
      const { e164 } = freshPhone();
      double.answerFor(e164, c.answer);
      const error = await rejection(provider.send(e164, '1234 is your code', { tenantId: 't', purpose: 'signup' }));
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error).toMatchObject({ provider: 'twilio', reason: c.reason, httpStatus: c.httpStatus });
      expect((error as SmsSendError).providerCode).toBe('providerCode' in c ? c.providerCode : undefined);
    }
    const wrongToken = createTwilioSmsProvider(settings({ authToken: 'not-the-token' }));
    expect(await rejection(wrongToken.sendMessage(freshPhone().e164, 'x'))).toMatchObject({
      reason: 'credentials',
      httpStatus: 401,
      providerCode: 20003,
      moreInfo: 'https://www.twilio.com/docs/errors/20003',
    });
    double.clear();
  });

  it('carries neither the text nor the number in the error, however it is serialised', async () => {
    const { e164 } = freshPhone();
    double.answerFor(e164, { error: 21211 });
    const error = await rejection(createTwilioSmsProvider(settings()).sendMessage(e164, '8642 is your secret code'));
    double.clear();
    const everything = JSON.stringify(error, Object.getOwnPropertyNames(error));
    expect(everything).toContain('21211');
    expect(everything).not.toContain('8642');
    expect(everything).not.toContain(e164.slice(1));
    expect((error as Error).cause).toBeUndefined();
  });

  it('gives up on a Twilio that does not answer after the timeout', async () => {
    const { e164 } = freshPhone();
    const provider = createTwilioSmsProvider(settings({ timeoutMs: 400 }));
    await provider.sendMessage(freshPhone().e164, 'warm the client'); // the SDK loads on the first send
    double.answerFor(e164, 'hang');
    const started = Date.now();
    expect(await rejection(provider.sendMessage(e164, '1111 is your code'))).toMatchObject({ reason: 'timeout' });
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(350);
    expect(took).toBeLessThan(2_000);
    double.clear();
  });

  it('says so when Twilio cannot be reached', async () => {
    const closedPort = await freePort();
    const provider = createTwilioSmsProvider(settings({ baseUrl: `http://127.0.0.1:${closedPort}` }));
    expect(await rejection(provider.sendMessage(freshPhone().e164, 'x'))).toMatchObject({
      reason: 'unreachable',
      transportCode: 'ECONNREFUSED',
    });
  });
});

describe('a tenant whose sms block names Twilio', () => {
  const env = { SMSCO_TWILIO_SID: ACCOUNT.accountSid, SMSCO_TWILIO_TOKEN: ACCOUNT.authToken, WRONG_TOKEN: 'nope' };
  const twilioTenant = (id: string, sms: Record<string, unknown>) =>
    makeTenant(id, 'plain', [makeSite(`${id}-central`, { smsLogin: 1 })], { sms: sms as never });
  let t: TestApp;
  const clock = testClock();
  const logLines: string[] = [];

  beforeAll(async () => {
    const twilio = { provider: 'twilio', accountSid: { env: 'SMSCO_TWILIO_SID' }, from: SENDER, timeoutSeconds: 1 };
    t = await startTestApp({
      tenants: [
        ...modeTenants(),
        twilioTenant('smsco', { ...twilio, authToken: { env: 'SMSCO_TWILIO_TOKEN' }, baseUrl: double.url }),
        twilioTenant('badtoken', { ...twilio, authToken: { env: 'WRONG_TOKEN' }, baseUrl: double.url }),
        twilioTenant('unset', { ...twilio, authToken: { env: 'UNSET_TWILIO_TOKEN' }, baseUrl: double.url }),
      ],
      // Every level: a code must not be in any line, debug included.
      logger: {
        level: 'trace',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(...chunk.toString().split('\n').filter(Boolean));
            done();
          },
        }),
      },
      accounts: {
        now: clock.now,
        smsSandbox: true,
        smsSecrets: env,
        smsCodeSecret: 'sms-twilio-adapter-test-secret-0123456789',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const client = (tenant: string) => new AccountClient(t.app, { tenant, mode: 'plain' });
  const requestCode = (tenant: string, phone: string, purpose = 'signup') =>
    client(tenant).call('/account/getUserIdentifyCode', { phone, purpose });
  const logOf = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('sends the sign-up code through Twilio, which then verifies; nothing goes to the outbox', async () => {
    const { typed, e164 } = freshPhone();
    expect((await requestCode('smsco', typed)).result.rtn).toBe(1);
    const message = double.messages.at(-1);
    expect(message).toMatchObject({ to: e164, from: SENDER, accountSid: ACCOUNT.accountSid });
    expect(message?.body).toMatch(/^[0-9]{4} is your smsco parking verification code\. It expires in 5 minutes\./);
    const code = codeInSmsText(message?.body ?? '') ?? '';
    const checked = await client('smsco').call('/account/checkUserIdentifyCode', {
      phone: typed,
      purpose: 'signup',
      code,
    });
    expect(checked.result.rtn).toBe(1);
    expect(await t.db.query('SELECT id FROM sms_outbox WHERE phone = $1', [e164])).toEqual([]);
    // The sandbox reads the outbox only: a code sent through Twilio is not there to read.
    const sandbox = await t.app.inject(`/sandbox-api/sms/last?tenant=smsco&phone=${encodeURIComponent(e164)}`);
    expect(sandbox.statusCode).toBe(404);
    expect(logOf().find((l) => l.msg === 'SMS handed to Twilio')).toMatchObject({
      tenant: 'smsco',
      provider: 'twilio',
      purpose: 'signup',
      sid: message?.sid,
    });
  });

  it('never serves the sms block to the browser', async () => {
    const res = await t.app.inject('/tenant-config/smsco-central');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('sms');
    expect(res.body).not.toContain('SMSCO_TWILIO');
    expect(res.body).not.toContain(SENDER);
  });

  it('keeps the outbox for a tenant without an sms block', async () => {
    const c = client('plainco');
    const { typed } = freshPhone();
    const before = double.requestCount;
    expect(await c.codeFor(typed, 'signup')).toMatch(/^[0-9]{4}$/);
    expect(double.requestCount).toBe(before);
  });

  it("answers the catalogue's message for a refused number, a wrong token, an unset secret, Twilio down and Twilio hanging", async () => {
    const failed = { rtn: 0, dispMsg: FAILED, problem: { code: 'PIN_SEND_FAILED', params: {} } };
    const refused = freshPhone();
    double.answerFor(refused.e164, { error: 21211 });
    expect((await requestCode('smsco', refused.typed)).result).toEqual(failed);
    const down = freshPhone();
    double.answerFor(down.e164, { status: 503 });
    expect((await requestCode('smsco', down.typed)).result).toEqual(failed);
    expect((await requestCode('badtoken', freshPhone().typed)).result).toEqual(failed);
    const before = double.requestCount;
    expect((await requestCode('unset', freshPhone().typed)).result).toEqual(failed);
    expect(double.requestCount).toBe(before);
    const hanging = freshPhone();
    double.answerFor(hanging.e164, 'hang');
    const started = Date.now();
    expect((await requestCode('smsco', hanging.typed)).result).toEqual(failed);
    // timeoutSeconds 1 in the tenant file.
    expect(Date.now() - started).toBeLessThan(3_000);
    double.clear();

    const failures = logOf().filter((l) => l.msg === 'sending the verification SMS failed');
    expect(failures.map((l) => (l.err as Record<string, unknown>).reason)).toEqual([
      'rejected',
      'unavailable',
      'credentials',
      'not-configured',
      'timeout',
    ]);
    expect(failures[0]?.err).toMatchObject({ type: 'SmsSendError', providerCode: 21211, httpStatus: 400 });
    // The operator is told which variable to set, never a value.
    expect(failures[3]?.err).toMatchObject({ missing: ['UNSET_TWILIO_TOKEN (sms.authToken)'] });
  });

  it('never writes a code or a message text to the log, at any level', async () => {
    // Each test above sent codes; one more login code here, to an existing account's phone.
    const { typed } = freshPhone();
    expect((await requestCode('smsco', typed)).result.rtn).toBe(1);
    const code = codeInSmsText(double.messages.at(-1)?.body ?? '') ?? '';
    const token = await client('smsco').call<{ verificationToken: string }>('/account/checkUserIdentifyCode', {
      phone: typed,
      purpose: 'signup',
      code,
    });
    const registered = await client('smsco').call('/account/register', {
      verificationToken: token.result.verificationToken,
      password: 'Abcd123!',
      firstName: 'Log',
      lastName: 'Check',
      acceptTerms: true,
    });
    expect(registered.result.rtn).toBe(1);
    clock.advanceSeconds(121); // one SMS per phone per 120 s
    expect((await requestCode('smsco', typed, 'login')).result.rtn).toBe(1);

    // The verification texts the app sent through Twilio (the adapter's own tests sent others).
    const texts = double.messages.map((m) => m.body).filter((text) => codeInSmsText(text) !== null);
    const codes = texts.map((text) => codeInSmsText(text) ?? '');
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(logLines.length).toBeGreaterThan(10);
    // (The outbox of a tenant without a provider logs its texts while the sandbox is on: a test tool.)
    for (const line of logLines) {
      for (const text of texts) expect(line).not.toContain(text.slice(5));
      // Four digits turn up inside numbers (times, ports); a logged code would be a value of its own or lead the text.
      for (const c of codes) {
        expect(line).not.toContain(`"${c}"`);
        expect(line).not.toContain(`${c} is your`);
      }
    }
  });
});
