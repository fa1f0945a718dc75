import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTenantDir } from '../tenants/read';
import { PROJECT_ROOT } from './project-paths';
import { productionProblems, tenantProductionProblems } from './production-checks';

const PRODUCTION = { NODE_ENV: 'production' };

const SECRETS = {
  WINDCAVE_USER: 'LiveREST',
  WINDCAVE_KEY: 'live-key-0123456789',
  GATE_KEY: 'g'.repeat(40),
  STRIPE_KEY: 'sk_live_51Habcdef',
  STRIPE_HOOK: 'whsec_abc',
};

/** A tenant's parts the checks read: a card paid through Windcave's live API, its secrets referenced. */
function tenant(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'liveco',
    payment: {
      methods: [
        {
          name: { 'en-gb': 'Card', 'zh-hans': '银行卡' },
          paymentType: 'card',
          code: 201,
          visible: true,
          provider: 'windcave',
        },
        { name: 'Wallet', paymentType: 'storedValue', code: 205, visible: true, provider: 'none' },
      ],
    },
    paymentProviders: {
      windcave: {
        baseUrl: 'https://sec.windcave.com/api/v1',
        username: { env: 'WINDCAVE_USER' },
        apiKey: { env: 'WINDCAVE_KEY' },
      },
    },
    secrets: { gateKey: { env: 'GATE_KEY' } },
    ...overrides,
  };
}

const files = (...tenants: Array<Record<string, unknown>>) =>
  tenants.map((json) => ({ file: `/tenants/${String(json.id)}.json`, json }));

describe('production checks', () => {
  it('a clean configuration has no problem', () => {
    expect(productionProblems({ ...PRODUCTION, ...SECRETS }, files(tenant()))).toEqual([]);
  });

  it('checks nothing unless NODE_ENV=production: a demo may be a demo', () => {
    const demo = tenant({ payment: { methods: [{ name: 'Card', code: 201, visible: true, provider: 'sandbox' }] } });
    expect(productionProblems({ DEMO_STAFF: '1' }, files(demo))).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'development', PAYMENT_GATEWAY: 'sandbox' }, files(demo))).toEqual([]);
  });

  it('names the test tools switched on, with the fix', () => {
    expect(
      productionProblems({ ...PRODUCTION, ...SECRETS, SMS_SANDBOX: '1', DEMO_STAFF: '1' }, files(tenant())),
    ).toEqual([
      'NODE_ENV=production refuses the test tools switched on: SMS_SANDBOX=1, DEMO_STAFF=1; unset them (they are for the demo and tests only, README "Test tools")',
    ]);
  });

  it('refuses a method offered through the sandbox, not a hidden one', () => {
    const methods = [
      { name: { 'en-gb': 'Card' }, paymentType: 'card', code: 301, visible: true, provider: 'sandbox' },
      { name: 'Old card', paymentType: 'card', code: 201, visible: false, provider: 'sandbox' },
    ];
    const lines = productionProblems({ ...PRODUCTION, ...SECRETS }, files(tenant({ payment: { methods } })));
    expect(lines).toEqual([
      'NODE_ENV=production refuses tenant liveco: payment method 301 "Card" is paid by the sandbox gateway (provider "sandbox"), which approves on a click; fix: set its provider to the real one (windcave, omipay, paypal, stripe) and configure it in paymentProviders, or set "visible": false',
    ]);
  });

  it('refuses a remote provider the tenant does not configure (dps is windcave)', () => {
    const methods = [
      { name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'dps' },
      { name: 'PayPal', paymentType: 'paypal', code: 204, visible: true, provider: 'paypal' },
    ];
    const lines = tenantProductionProblems(tenant({ payment: { methods }, paymentProviders: undefined }), {
      ...SECRETS,
    });
    expect(lines).toEqual([
      'payment method 201 "Card" names provider "dps" but the file has no paymentProviders.windcave, so only the sandbox could pay it; fix: add paymentProviders.windcave (baseUrl https://sec.windcave.com/api/v1, username and apiKey; docs/payment-providers.md), or set "visible": false',
      'payment method 204 "PayPal" names provider "paypal" but the file has no paymentProviders.paypal, so only the sandbox could pay it; fix: add paymentProviders.paypal (baseUrl https://api-m.paypal.com, clientId, clientSecret and webhookId; docs/payment-providers.md), or set "visible": false',
    ]);
    // Configured: the same methods pass.
    const configured = tenant({
      payment: { methods },
      paymentProviders: {
        windcave: {
          baseUrl: 'https://sec.windcave.com/api/v1',
          username: { env: 'WINDCAVE_USER' },
          apiKey: { env: 'WINDCAVE_KEY' },
        },
        paypal: {
          baseUrl: 'https://api-m.paypal.com',
          clientId: { env: 'WINDCAVE_USER' },
          clientSecret: { env: 'WINDCAVE_KEY' },
          webhookId: 'WH-1',
        },
      },
    });
    expect(tenantProductionProblems(configured, SECRETS)).toEqual([]);
  });

  it("refuses a provider's test environment: Windcave's UAT, PayPal's sandbox, a local double", () => {
    const lines = tenantProductionProblems(
      tenant({
        paymentProviders: {
          windcave: {
            baseUrl: 'https://uat.windcave.com/api/v1',
            username: { env: 'WINDCAVE_USER' },
            apiKey: { env: 'WINDCAVE_KEY' },
          },
          paypal: {
            baseUrl: 'https://api-m.sandbox.paypal.com',
            clientId: { env: 'WINDCAVE_USER' },
            clientSecret: { env: 'WINDCAVE_KEY' },
            webhookId: 'WH-1',
          },
          omipay: {
            baseUrl: 'http://127.0.0.1:4010/omipay',
            merchantNo: { env: 'WINDCAVE_USER' },
            apiKey: { env: 'WINDCAVE_KEY' },
          },
          stripe: {
            baseUrl: 'https://stripe-mock.localhost',
            secretKey: { env: 'STRIPE_KEY' },
            webhookSecret: { env: 'STRIPE_HOOK' },
          },
        },
      }),
      SECRETS,
    );
    expect(lines).toEqual([
      "paymentProviders.windcave.baseUrl https://uat.windcave.com/api/v1 is Windcave's UAT test environment, where no money moves; fix: set it to https://sec.windcave.com/api/v1 (with live credentials)",
      "paymentProviders.paypal.baseUrl https://api-m.sandbox.paypal.com is PayPal's sandbox test environment, where no money moves; fix: set it to https://api-m.paypal.com (with live credentials)",
      "paymentProviders.omipay.baseUrl http://127.0.0.1:4010/omipay is not the provider's live API (plain http: a test double); fix: set the provider's live https URL",
      "paymentProviders.stripe.baseUrl https://stripe-mock.localhost is not the provider's live API (a local or test host: a test double); fix: set the provider's live https URL, or remove baseUrl (https://api.stripe.com)",
    ]);
  });

  it("refuses Stripe's test-mode key read from its variable, and never prints the key whole", () => {
    const stripe = tenant({
      payment: { methods: [{ name: 'Card', paymentType: 'card', code: 201, visible: true, provider: 'stripe' }] },
      paymentProviders: { stripe: { secretKey: { env: 'STRIPE_KEY' }, webhookSecret: { env: 'STRIPE_HOOK' } } },
    });
    expect(tenantProductionProblems(stripe, SECRETS)).toEqual([]);
    const lines = tenantProductionProblems(stripe, { ...SECRETS, STRIPE_KEY: 'sk_test_51Hsecretpart' });
    expect(lines).toEqual([
      "paymentProviders.stripe.secretKey reads STRIPE_KEY, which holds a Stripe test-mode key (sk_test_…); fix: set STRIPE_KEY to the account's live secret key (sk_live_…)",
    ]);
    expect(lines.join('\n')).not.toContain('secretpart');
    expect(tenantProductionProblems(stripe, { ...SECRETS, STRIPE_KEY: 'rk_test_51H' })).toHaveLength(1);
  });

  it('refuses SMS login whose codes go to the outbox or to a Twilio double, not SMS through Twilio', () => {
    const sites = [
      { shopCode: 'live-central', smsLogin: 1 },
      { shopCode: 'live-north', smsLogin: 0 },
    ];
    expect(tenantProductionProblems(tenant({ sites }), SECRETS)).toEqual([
      'SMS login is on (live-central) but its codes go to the built-in outbox, which sends nothing to a phone; fix: set sms.provider "twilio" with accountSid, authToken and from or messagingServiceSid (docs/sms.md), or turn smsLogin off',
    ]);
    expect(tenantProductionProblems(tenant({ sites, sms: { provider: 'outbox' } }), SECRETS)).toHaveLength(1);
    const twilio = {
      provider: 'twilio',
      accountSid: { env: 'TWILIO_SID' },
      authToken: { env: 'TWILIO_TOKEN' },
      from: '+61400000000',
    };
    const env = { ...SECRETS, TWILIO_SID: 'AC' + '0'.repeat(32), TWILIO_TOKEN: 't'.repeat(32) };
    expect(tenantProductionProblems(tenant({ sites, sms: twilio }), env)).toEqual([]);
    expect(
      tenantProductionProblems(tenant({ sites, sms: { ...twilio, baseUrl: 'http://127.0.0.1:4010' } }), env),
    ).toEqual([
      "sms.baseUrl http://127.0.0.1:4010 is not Twilio's API (a local or plain-http host: a test double); fix: remove sms.baseUrl (https://api.twilio.com)",
    ]);
    // Without SMS login nothing is sent by SMS at sign-in: no provider is needed.
    expect(tenantProductionProblems(tenant({ sites: [{ shopCode: 'live-central', smsLogin: 0 }] }), SECRETS)).toEqual(
      [],
    );
  });

  it('refuses every referenced secret whose variable is unset or empty, once per variable', () => {
    const lines = tenantProductionProblems(
      tenant({ secrets: { gateKey: { env: 'GATE_KEY' }, posKey: { env: 'GATE_KEY' }, smsApiKey: { env: 'SMS_KEY' } } }),
      { ...SECRETS, GATE_KEY: '' },
    );
    expect(lines).toEqual([
      "secrets.gateKey references the environment variable GATE_KEY, which is not set; fix: set GATE_KEY in the server's environment, or remove the reference from the tenant file",
      "secrets.smsApiKey references the environment variable SMS_KEY, which is not set; fix: set SMS_KEY in the server's environment, or remove the reference from the tenant file",
    ]);
    // Wherever the reference is: a provider's credentials too.
    const { WINDCAVE_KEY: _unset, ...withoutKey } = SECRETS;
    expect(tenantProductionProblems(tenant(), withoutKey)).toEqual([
      "paymentProviders.windcave.apiKey references the environment variable WINDCAVE_KEY, which is not set; fix: set WINDCAVE_KEY in the server's environment, or remove the reference from the tenant file",
    ]);
  });

  it('lists every problem of every tenant at once, each on its own line naming its tenant', () => {
    const other = tenant({
      id: 'otherco',
      payment: { methods: [{ name: 'Card', code: 201, visible: true, provider: 'sandbox' }] },
    });
    const lines = productionProblems(
      { ...PRODUCTION, ...SECRETS, PAYMENT_GATEWAY: 'sandbox', GATE_KEY: '' },
      files(tenant(), other),
    );
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('PAYMENT_GATEWAY=sandbox');
    expect(lines.filter((line) => line.startsWith('NODE_ENV=production refuses tenant liveco: '))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('NODE_ENV=production refuses tenant otherco: '))).toHaveLength(2);
  });

  it('refuses the demo tenants as they ship: each is paid through the sandbox or an unconfigured provider', async () => {
    const demo = await readTenantDir(path.join(PROJECT_ROOT, 'tenants'));
    const lines = productionProblems(PRODUCTION, demo);
    for (const id of ['harbourpark', 'greenway', 'lotus'])
      expect(lines.some((line) => line.startsWith(`NODE_ENV=production refuses tenant ${id}: payment method`))).toBe(
        true,
      );
  });
});
