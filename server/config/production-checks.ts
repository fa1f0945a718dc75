/**
 * A production server is never a demo (docs/rules.md#production-checks). With NODE_ENV=production the
 * server does not start while anything of the demo is left in its configuration; it names every
 * problem in one line with its fix, all at once, before it opens the database or listens:
 *
 *   - a test tool switched on (SMS_SANDBOX=1, PAYMENT_GATEWAY=sandbox, ...; server-env.ts);
 *   - a payment method customers are offered that the sandbox pays: provider "sandbox", or a remote
 *     provider (windcave, omipay, paypal, stripe) the tenant's `paymentProviders` does not configure;
 *   - a provider configured at its test environment: a test base URL (uat.windcave.com,
 *     api-m.sandbox.paypal.com, a plain-http or loopback double) or Stripe's test-mode key (sk_test_);
 *   - SMS login whose codes reach no phone (the built-in outbox, or a Twilio double);
 *   - a secret a tenant references whose environment variable is unset.
 *
 * Pure functions of the environment and the tenant files' contents, so the unit tests give both; the
 * schema's own rules stay the tenant registry's (a file that fails them is not served anyway).
 */
import path from 'node:path';
import { readTenantDir, type TenantFileRead } from '../tenants/read';
import { productionTestToolsProblem } from './server-env';
import { PROJECT_ROOT } from './project-paths';

/** The remote providers a payment method can name, and the `paymentProviders` key that configures each. */
const REMOTE_PROVIDERS: Readonly<Record<string, string>> = {
  windcave: 'windcave',
  // Windcave's former name (DPS Payment Express): the same gateway, configured as windcave.
  dps: 'windcave',
  omipay: 'omipay',
  paypal: 'paypal',
  stripe: 'stripe',
};

/** What each provider's configuration needs besides its secrets, for the fix of a missing one. */
const PROVIDER_SETTINGS: Readonly<Record<string, string>> = {
  windcave: 'baseUrl https://sec.windcave.com/api/v1, username and apiKey',
  omipay: 'baseUrl, merchantNo and apiKey',
  paypal: 'baseUrl https://api-m.paypal.com, clientId, clientSecret and webhookId',
  stripe: 'secretKey and webhookSecret',
};

/** Hosts of the providers' test environments, and the live base URL to use instead. */
const TEST_HOSTS: ReadonlyArray<{ provider: string; host: RegExp; name: string; live: string }> = [
  {
    provider: 'windcave',
    host: /^uat\.windcave\.com$/i,
    name: "Windcave's UAT",
    live: 'https://sec.windcave.com/api/v1',
  },
  {
    provider: 'paypal',
    host: /(^|\.)sandbox\.paypal\.com$/i,
    name: "PayPal's sandbox",
    live: 'https://api-m.paypal.com',
  },
];

/** Stripe's test-mode secret and restricted keys (live ones start sk_live_ / rk_live_). */
const STRIPE_TEST_KEY = /^(sk|rk)_test_/;

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$|\.(localhost|local|test|example|invalid)$/i;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSecretRef(value: unknown): value is { env: string } {
  return isObject(value) && Object.keys(value).length === 1 && typeof value.env === 'string';
}

/** The method as the operator knows it: its code and its English (or first) name. */
function methodLabel(method: Json): string {
  const name = method.name;
  const text =
    typeof name === 'string'
      ? name
      : isObject(name)
        ? // The English name where there is one: the operator reads these lines with the file open.
          (name['en-gb'] ?? Object.values(name).find((v) => typeof v === 'string'))
        : undefined;
  return `${String(method.code)}${typeof text === 'string' ? ` "${text}"` : ''}`;
}

function envValue(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Every secret reference in the tenant file, with where it is ('secrets.posKey', 'paymentProviders.stripe.secretKey'). */
function secretRefs(value: unknown, at: string[] = []): Array<{ where: string; env: string }> {
  if (isSecretRef(value)) return [{ where: at.join('.'), env: value.env }];
  if (Array.isArray(value)) return value.flatMap((item, i) => secretRefs(item, [...at, String(i)]));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => secretRefs(item, [...at, key]));
}

function paymentMethodProblems(tenant: Json): string[] {
  const payment = isObject(tenant.payment) ? tenant.payment : {};
  const methods = Array.isArray(payment.methods) ? payment.methods.filter(isObject) : [];
  const providers = isObject(tenant.paymentProviders) ? tenant.paymentProviders : {};
  const problems: string[] = [];
  // A hidden method is never offered, so nothing can be paid through it.
  for (const method of methods.filter((m) => m.visible !== false)) {
    const provider = typeof method.provider === 'string' ? method.provider : '';
    const label = methodLabel(method);
    if (provider === 'sandbox')
      problems.push(
        `payment method ${label} is paid by the sandbox gateway (provider "sandbox"), which approves on a click; fix: set its provider to the real one (windcave, omipay, paypal, stripe) and configure it in paymentProviders, or set "visible": false`,
      );
    const configured = REMOTE_PROVIDERS[provider];
    if (configured !== undefined && !isObject(providers[configured]))
      problems.push(
        `payment method ${label} names provider "${provider}" but the file has no paymentProviders.${configured}, so only the sandbox could pay it; fix: add paymentProviders.${configured} (${PROVIDER_SETTINGS[configured]}; docs/payment-providers.md), or set "visible": false`,
      );
  }
  return problems;
}

function providerEnvironmentProblems(tenant: Json, env: NodeJS.ProcessEnv): string[] {
  const providers = isObject(tenant.paymentProviders) ? tenant.paymentProviders : {};
  const problems: string[] = [];
  for (const [provider, config] of Object.entries(providers)) {
    if (!isObject(config)) continue;
    const baseUrl = typeof config.baseUrl === 'string' ? config.baseUrl : undefined;
    if (baseUrl !== undefined) {
      let url: URL | undefined;
      try {
        url = new URL(baseUrl);
      } catch {
        // The schema's format check reports it; nothing to say here.
      }
      const test = url && TEST_HOSTS.find((t) => t.provider === provider && t.host.test(url.hostname));
      if (test)
        problems.push(
          `paymentProviders.${provider}.baseUrl ${baseUrl} is ${test.name} test environment, where no money moves; fix: set it to ${test.live} (with live credentials)`,
        );
      else if (url && (url.protocol !== 'https:' || LOOPBACK_HOST.test(url.hostname)))
        problems.push(
          `paymentProviders.${provider}.baseUrl ${baseUrl} is not the provider's live API (${url.protocol !== 'https:' ? 'plain http' : 'a local or test host'}: a test double); fix: set the provider's live https URL${provider === 'stripe' ? ', or remove baseUrl (https://api.stripe.com)' : ''}`,
        );
    }
    if (provider === 'stripe' && isSecretRef(config.secretKey)) {
      const key = envValue(env, config.secretKey.env);
      if (key !== undefined && STRIPE_TEST_KEY.test(key))
        problems.push(
          `paymentProviders.stripe.secretKey reads ${config.secretKey.env}, which holds a Stripe test-mode key (${key.slice(0, 8)}…); fix: set ${config.secretKey.env} to the account's live secret key (sk_live_…)`,
        );
    }
  }
  return problems;
}

function missingSecretProblems(tenant: Json, env: NodeJS.ProcessEnv): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const ref of secretRefs(tenant)) {
    if (envValue(env, ref.env) !== undefined || seen.has(ref.env)) continue;
    seen.add(ref.env);
    problems.push(
      `${ref.where} references the environment variable ${ref.env}, which is not set; fix: set ${ref.env} in the server's environment, or remove the reference from the tenant file`,
    );
  }
  return problems;
}

/**
 * SMS login with codes that reach no phone: the built-in outbox (no `sms`, or provider "outbox") keeps
 * them in the database for the demo; so does a Twilio double at a local or plain-http baseUrl.
 */
function smsProblems(tenant: Json): string[] {
  const sites = Array.isArray(tenant.sites) ? tenant.sites.filter(isObject) : [];
  const smsLogin = sites.filter((site) => site.smsLogin === 1).map((site) => String(site.shopCode));
  const sms = isObject(tenant.sms) ? tenant.sms : {};
  if (smsLogin.length > 0 && sms.provider !== 'twilio')
    return [
      `SMS login is on (${smsLogin.join(', ')}) but its codes go to the built-in outbox, which sends nothing to a phone; fix: set sms.provider "twilio" with accountSid, authToken and from or messagingServiceSid (docs/sms.md), or turn smsLogin off`,
    ];
  const baseUrl = typeof sms.baseUrl === 'string' ? sms.baseUrl : undefined;
  let url: URL | undefined;
  try {
    url = baseUrl === undefined ? undefined : new URL(baseUrl);
  } catch {
    // The schema's format check reports it.
  }
  if (url && (url.protocol !== 'https:' || LOOPBACK_HOST.test(url.hostname)))
    return [
      `sms.baseUrl ${String(baseUrl)} is not Twilio's API (a local or plain-http host: a test double); fix: remove sms.baseUrl (https://api.twilio.com)`,
    ];
  return [];
}

/** The tenant's problems in production, each a line with its fix (without the tenant's name). */
export function tenantProductionProblems(tenant: unknown, env: NodeJS.ProcessEnv): string[] {
  if (!isObject(tenant)) return [];
  return [
    ...paymentMethodProblems(tenant),
    ...providerEnvironmentProblems(tenant, env),
    ...smsProblems(tenant),
    ...missingSecretProblems(tenant, env),
  ];
}

/**
 * Every reason a production start is refused, one line each, naming what and how to fix it; empty
 * when the start may go on (also whenever NODE_ENV is not production: a demo may be a demo).
 */
export function productionProblems(env: NodeJS.ProcessEnv, tenantFiles: readonly TenantFileRead[]): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const testTools = productionTestToolsProblem(env);
  const lines = testTools === null ? [] : [testTools];
  for (const read of tenantFiles) {
    if (!('json' in read)) continue;
    const json = read.json;
    const id = isObject(json) && typeof json.id === 'string' ? json.id : path.basename(read.file, '.json');
    for (const problem of tenantProductionProblems(json, env))
      lines.push(`NODE_ENV=production refuses tenant ${id}: ${problem}`);
  }
  return lines;
}

/** The folder the server reads tenants from (TENANTS_DIR), as server-env.ts resolves it. */
function tenantsDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.TENANTS_DIR || path.join(PROJECT_ROOT, 'tenants'));
}

/**
 * Refuses a production start that would be a demo: throws one error whose message has a line per
 * problem (main.ts prints it and exits 1). Does nothing unless NODE_ENV=production.
 */
export async function checkProductionStart(env: NodeJS.ProcessEnv): Promise<void> {
  if (env.NODE_ENV !== 'production') return;
  // A missing folder is the tenant registry's to report, as on any start.
  const files = await readTenantDir(tenantsDirOf(env)).catch(() => []);
  const problems = productionProblems(env, files);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
