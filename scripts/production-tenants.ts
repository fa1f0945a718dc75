/**
 * Turns the demo tenant files in a folder (a copy: they are rewritten in place) into files a
 * production server accepts (docs/rules.md#production-checks), for checks that start the real
 * server with NODE_ENV=production and ask it for the demo's addresses: every method the sandbox would
 * pay goes to a provider configured at its live URL, SMS login goes through Twilio, every secret the files reference gets a value of
 * its own in the environment returned, and the wallet pass references (which would need a real
 * certificate) are dropped. The values are placeholders: nothing is ever paid or sent with them.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { productionProblems } from '../server/config/production-checks';

type Json = Record<string, unknown>;

const LIVE_PROVIDERS: Record<string, (prefix: string) => Json> = {
  windcave: (p) => ({
    baseUrl: 'https://sec.windcave.com/api/v1',
    username: { env: `${p}_WINDCAVE_USER` },
    apiKey: { env: `${p}_WINDCAVE_KEY` },
  }),
  omipay: (p) => ({
    baseUrl: 'https://www.omipay.com.au/omipay/api/v2',
    merchantNo: { env: `${p}_OMIPAY_MERCHANT` },
    apiKey: { env: `${p}_OMIPAY_KEY` },
  }),
  paypal: (p) => ({
    baseUrl: 'https://api-m.paypal.com',
    clientId: { env: `${p}_PAYPAL_CLIENT_ID` },
    clientSecret: { env: `${p}_PAYPAL_SECRET` },
    webhookId: 'WH-PRODUCTION-CHECK',
  }),
  stripe: (p) => ({ secretKey: { env: `${p}_STRIPE_KEY` }, webhookSecret: { env: `${p}_STRIPE_WEBHOOK` } }),
};

const PROVIDER_OF: Record<string, string> = {
  windcave: 'windcave',
  dps: 'windcave',
  omipay: 'omipay',
  paypal: 'paypal',
  stripe: 'stripe',
};

function placeholderFor(name: string): string {
  if (name.endsWith('_STRIPE_KEY')) return `sk_live_${'0'.repeat(24)}`;
  // Gate and POS keys must be at least 32 characters.
  return `${name.toLowerCase()}-placeholder-0123456789abcdef`;
}

function secretNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(secretNames);
  if (typeof value !== 'object' || value === null) return [];
  const object = value as Json;
  if (Object.keys(object).length === 1 && typeof object.env === 'string') return [object.env];
  return Object.values(object).flatMap(secretNames);
}

/** Rewrites the tenant files of `tenantsDir`; the environment the server needs for them. */
export function makeTenantsLive(tenantsDir: string, nodeEnv: NodeJS.ProcessEnv = {}): Record<string, string> {
  const env: Record<string, string> = {};
  const files = readdirJson(tenantsDir);
  for (const file of files) {
    const tenant = JSON.parse(readFileSync(file, 'utf8')) as Json;
    const prefix = String(tenant.id)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '_');
    const payment = tenant.payment as { methods: Json[] };
    const providers: Json = { ...((tenant.paymentProviders as Json | undefined) ?? {}) };
    for (const method of payment.methods) {
      if (method.visible === false) continue;
      if (method.provider === 'sandbox') method.provider = method.paymentType === 'paypal' ? 'paypal' : 'stripe';
      const provider = PROVIDER_OF[String(method.provider)];
      const live = provider === undefined ? undefined : LIVE_PROVIDERS[provider];
      if (provider !== undefined && live !== undefined && providers[provider] === undefined)
        providers[provider] = live(prefix);
    }
    tenant.paymentProviders = providers;
    // SMS login sends its codes through Twilio in production, never to the demo's outbox.
    const sites = tenant.sites as Json[];
    if (sites.some((site) => site.smsLogin === 1) && (tenant.sms as Json | undefined)?.provider !== 'twilio')
      tenant.sms = {
        provider: 'twilio',
        accountSid: { env: `${prefix}_TWILIO_SID` },
        authToken: { env: `${prefix}_TWILIO_TOKEN` },
        from: '+61400000000',
      };
    const secrets = tenant.secrets as Json | undefined;
    if (secrets) {
      delete secrets.walletPassCertificate;
      delete secrets.walletPassKey;
    }
    for (const name of secretNames(tenant)) env[name] = placeholderFor(name);
    writeFileSync(file, `${JSON.stringify(tenant, null, 2)}\n`);
  }
  const left = productionProblems(
    { ...nodeEnv, ...env, NODE_ENV: 'production' },
    files.map((file) => ({ file, json: JSON.parse(readFileSync(file, 'utf8')) as unknown })),
  );
  if (left.length > 0) throw new Error(`the tenants are still not production-ready:\n${left.join('\n')}`);
  return env;
}

function readdirJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}
