/**
 * Starts the server: reads the environment, builds the app, listens, and prints the URLs of every
 * demo shop. The database opens and migrates, and the tenant files load, while it already listens:
 * liveness answers at once, readiness (/health) answers "starting" and every other request waits for them
 * (docs/architecture.md#fast-start). Stops gracefully on SIGINT/SIGTERM.
 *   PORT (3000), HOST (127.0.0.1), DATABASE_URL (PostgreSQL; else PGlite in DATA_DIR, ./data),
 *   LOG_LEVEL (info), TRUST_PROXY, RATE_LIMIT_MAX (0 = off), RATE_LIMIT_WINDOW_MS,
 *   TENANTS_DIR, THEMES_DIR, STATIC_DIR (default: the project's tenants/, themes/, dist/app/),
 *   SMS_CODE_SECRET (>= 32 characters; default a random one kept in the database),
 *   SMS_SANDBOX (1 serves /sandbox-api/sms/last, a test tool; off by default),
 *   PARKING_HOLD_MINUTES (15; how long an unpaid booking holds its tickets),
 *   PAYMENT_RECHECK_SECONDS (60; how often pending payments are re-checked and remote providers reconciled),
 *   PAYMENT_GATEWAY (sandbox | none; default none: the sandbox's pages approve on a click, a test tool),
 *   SANDBOX_WALLET_PASS (1 signs wallet passes with a demo certificate made in DATA_DIR/wallet-pass-demo/, a test tool),
 *   DEMO_STAFF (1 gives every tenant the demo staff members, a test tool; docs/staff.md#demo-staff),
 *   SANDBOX_CLOCK (1 adds POST /sandbox-api/clock/advance for browser tests, a test tool),
 *   API_DOCS (1 serves /docs and /docs/json; on by default except with NODE_ENV=production; 0 turns it off),
 *   METRICS_TOKEN (>= 32 characters: GET /metrics answers its bearer in Prometheus' format; unset: no /metrics).
 * NODE_ENV=production with any test tool switched on, a tenant paid through the sandbox or a provider's
 * test environment, or a tenant secret unset, does not start: it exits 1 naming each with its fix
 * (server/config/production-checks.ts; docs/rules.md#production-checks).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { warmDeferred } from './http/deferred-compile';
import { checkProductionStart, productionProblems } from './config/production-checks';
import { readServerEnv, testToolsOf } from './config/server-env';
import { migrate } from './db/migrate';
import { driverFor, openDatabase } from './db/open-database';
import { openingDatabase } from './db/opening-database';
import { registerSandboxClockRoute } from './routes/sandbox-clock';
import { demoUrls } from './services/demo-urls';
import { createSandboxClock } from './services/sandbox-clock';
import { ensureDemoPassCertificate } from './services/wallet/demo-pass-certificates';
import { unconfiguredGateway } from './services/payments/unconfigured-gateway';
import { warmLazyPackages } from './lazy-packages';

// Longest wait for in-flight requests before the process gives up on a clean stop.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  // NODE_ENV=production that would be a demo stops here, every reason named, before anything opens.
  await checkProductionStart(process.env);
  const env = readServerEnv(process.env);
  // Opened and migrated while the server already listens (a fresh PGlite folder takes seconds):
  // requests wait for it, readiness answers "starting" (docs/architecture.md#fast-start).
  const settings = { databaseUrl: env.databaseUrl, dataDir: env.dataDir };
  let applied: string[] = [];
  const db = openingDatabase(
    driverFor(settings),
    openDatabase(settings).then(async (opened) => {
      try {
        applied = await migrate(opened);
        return opened;
      } catch (error) {
        await opened.close().catch(() => undefined);
        throw error;
      }
    }),
  );
  const sandboxClock = env.sandboxClock ? createSandboxClock() : null;
  const demoPass = env.sandboxWalletPass ? ensureDemoPassCertificate(env.dataDir) : undefined;
  const app = await buildApp({
    tenantsDir: env.tenantsDir,
    themesDir: env.themesDir,
    staticDir: env.staticDir,
    db,
    startup: db,
    logger: { level: env.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    watchTenants: true,
    // A restart does not validate again the tenant and catalogue contents that passed before.
    tenantSchemaCacheFile: path.join(env.dataDir, 'tenant-schema-cache.json'),
    // Listen first; tenants load in the background (server/http/readiness-gate.ts).
    waitForTenants: false,
    rateLimit: env.rateLimit,
    trustProxy: env.trustProxy,
    accounts: {
      smsCodeSecret: env.smsCodeSecret,
      smsSandbox: env.smsSandbox,
      smsDailyPerClient: env.smsDailyPerClient,
      now: sandboxClock?.now,
    },
    parking: { holdMinutes: env.parkingHoldMinutes },
    sandboxLinks: env.sandboxLinks,
    walletPasses: { demo: demoPass },
    demoStaff: env.demoStaff,
    apiDocs: env.apiDocs,
    tableUpkeep: env.databaseUpkeep,
    ...(env.metricsToken ? { metrics: { token: env.metricsToken } } : {}),
    payments: {
      recheckIntervalMs: env.paymentRecheckSeconds * 1000,
      // The sandbox approves on a click: never a production server's gateway unless asked for by name.
      ...(env.paymentGateway === 'none' ? { gateway: unconfiguredGateway } : {}),
    },
  });
  if (sandboxClock) registerSandboxClockRoute(app, sandboxClock);
  if (process.env.NODE_ENV === 'production')
    // A tenant file changed while serving is checked as at start; it cannot stop the server, so it is logged as an error.
    app.tenants.onReload(() => {
      const files = app.tenants.list().map((entry) => ({ file: entry.file, json: entry.tenant as unknown }));
      for (const line of productionProblems(process.env, files)) app.log.error({ reload: true }, line);
    });
  const testTools = testToolsOf(env);
  if (demoPass)
    app.log.info(
      { folder: demoPass.folder },
      `demo Apple Wallet pass certificate in ${demoPass.folder} (not trusted by real devices)`,
    );
  if (testTools.length > 0)
    app.log.warn({ testTools }, `test tools switched on: ${testTools.join(', ')}; never in front of real customers`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means now. A repeated SIGTERM does not: a process group's signal arrives once
      // from the sender and once more relayed by a wrapper (npx, tsx), and must not cut the requests
      // in flight short; SHUTDOWN_TIMEOUT_MS still bounds the wait (docs/architecture.md#shutdown).
      if (signal !== 'SIGINT') return;
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: env.port, host: env.host });
  app.log.info({ ms: Math.round(performance.now()) }, 'listening; opening the database and loading the tenant files');
  // A database that cannot be opened or migrated, or a broken theme preset (the tenants' first
  // load), stops the server, as it did before it listened.
  await Promise.all([
    db.whenReady().then(() => {
      app.log.info(
        { ms: Math.round(performance.now()), driver: db.driver, applied },
        db.driver === 'pglite' ? `database: PGlite in ${env.dataDir}` : 'database: PostgreSQL',
      );
    }),
    app.tenants.ready(),
  ]);
  app.log.info({ ms: Math.round(performance.now()), tenants: app.tenants.count() }, 'every tenant served');
  // The routes' validators and serialisers not yet used, compiled in slices (server/http/deferred-compile.ts).
  const compiled = await warmDeferred();
  app.log.info({ ms: Math.round(performance.now()), compiled }, 'request validators and answer serialisers compiled');
  await warmLazyPackages();
  // Stopped while it was still starting: no URLs to print for a server that is leaving.
  if (stopping) return;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.port;
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? '127.0.0.1' : env.host;
  const baseUrl = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  const lines = [`Kerbside is running at ${baseUrl}${env.apiDocs ? ` (API docs: ${baseUrl}/docs)` : ''}`];
  if (!existsSync(path.join(env.staticDir, 'index.html')))
    lines.push('The web app is not built: run `npm run build` (or `npm start`).');
  const urls = demoUrls(baseUrl, app.tenants.list());
  lines.push(
    urls.length > 0
      ? 'Open:'
      : `No tenants are being served: add one to ${env.tenantsDir} (see README, "Onboard a tenant").`,
  );
  lines.push(...urls.map((u) => `  ${u}`));
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(`Kerbside server failed to start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
