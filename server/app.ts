/**
 * Builds the Fastify app: tenants, security headers, request ids, the envelope API, tenant
 * config and assets, OpenAPI docs, and the single-page app. Does not listen (see main.ts), so
 * tests drive it with app.inject().
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyStatic from '@fastify/static';
import { registerAccessLog } from './http/access-log';
import { registerCompression } from './http/compression';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/database';
import { registerAccountSessionDecorator } from './http/account-session';
import { registerStaffSessionDecorator } from './http/staff-session';
import { apiSchemas } from './http/api-schemas';
import { registerApiDocs } from './http/docs';
import { registerEnvelopeRequestDecorator } from './http/envelope';
import { registerErrorHandling } from './http/error-handling';
import { DEFAULT_API_RATE_LIMIT, type ApiRateLimit } from './config/rate-limits';
import { registerApiRateLimit } from './http/rate-limit';
import { validatorCompiler } from './http/request-validator';
import { registerSecurityHeaders } from './http/security';
import { registerSpa } from './http/spa';
import { adminApiRoutes } from './routes/admin';
import { cloudApiRoutes } from './routes/cloud';
import { registerFlowGalleryRoutes } from './routes/flow-gallery';
import { serializerSchemaController } from './http/response-serializer';
import { allOf, registerReadinessGate, startupWork, type StartupPart } from './http/readiness-gate';
import { registerHealthRoute } from './routes/health';
import { registerInstallableRoutes } from './routes/installable';
import { sandboxGatewayRoutes } from './routes/sandbox-gateway';
import { registerSandboxLinksRoute } from './routes/sandbox-links';
import { registerSandboxSmsRoute } from './routes/sandbox-sms';
import { shopApiRoutes, shopProRoutes } from './routes/shop';
import { registerTenantAssetsRoute } from './routes/tenant-assets';
import { registerTenantConfigRoute } from './routes/tenant-config';
import { registerSiteContentRoute } from './routes/site-content';
import { createAdminServices } from './services/admin/admin-services';
import { createAccountServices, type AccountOptions } from './services/accounts/account-services';
import { startAccountSweeper } from './services/accounts/account-sweeper';
import { createAppIcons } from './services/installable/app-icons';
import { createInstallableApp } from './services/installable/installable-app';
import { createFlowGallery } from './services/flows/flow-gallery';
import { DEFAULT_HOLD_MINUTES } from './services/parking/parking-deps';
import { createParkingServices, type ParkingOptions } from './services/parking/parking-services';
import { startParkingSweeper } from './services/parking/parking-sweeper';
import { lazyRequestLogger } from './http/request-logger';
import { startTableUpkeep } from './services/shared/table-upkeep';
import { createFontPreloads } from './services/font-preloads';
import { createLogoShapes } from './services/logo-shapes';
import { createPaymentServices, startPaymentRecheck, type PaymentOptions } from './services/payments/payment-services';
import { sandboxGateway } from './services/payments/sandbox-gateway';
import { createGatewayRouter, type GatewayRouter, type GatewayRouterOptions } from './services/payments/gateway-router';
import { paymentProviderRoutes } from './routes/payment-providers';
import { createShopPayments } from './services/shop/shop-payments';
import { settleShopPaymentByGatewayId } from './services/shop/settle-by-gateway-payment';
import { createShopServices } from './services/shop/shop-services';
import { createSinglePayServices } from './services/shop/single-pay-services';
import { createTableBillServices } from './services/shop/table-bill-services';
import { createTableKeys } from './services/shop/table-keys';
import { systemClock } from './services/shared/clock';
import { createInvitationServices } from './services/invitations/invitation-services';
import { bookingVouchers } from './services/vouchers/booking-vouchers';
import { createVoucherServices, type VoucherOptions } from './services/vouchers/voucher-services';
import { issueSignupCards } from './services/wallet';
import { createWalletServices } from './services/wallet/wallet-services';
import type { SecretSource } from './tenants/secret-value';
import type { DemoPassMaterial } from './services/wallet/demo-pass-certificates';
import { retireDemoStaff, seedDemoStaff } from './services/staff/demo-staff';
import { createStaffServices } from './services/staff/staff-services';
import { openHolds } from './services/open-holds';
import { createTenantRegistry, type TenantRegistry } from './tenants/registry';

export interface AppOptions {
  tenantsDir: string;
  themesDir: string;
  /** The built SPA (dist/app); without it GET / says how to build it. */
  staticDir?: string;
  /** Opened and migrated by the caller, who also closes it (or still opening: see `startup`). */
  db: Database;
  /**
   * Start-up work still running when the app is built besides the tenants' first load: main.ts
   * passes the database it is still opening and migrating, and listens meanwhile. Requests wait for
   * it, readiness answers "starting" (server/http/readiness-gate.ts; docs/architecture.md#fast-start).
   */
  startup?: StartupPart;
  logger?: boolean | object;
  /** Reload tenants when their files change (default true). */
  watchTenants?: boolean;
  /** Where the tenant registry keeps the hashes of contents that passed their schema (server/tenants/schema-valid-cache.ts); unset: none kept. */
  tenantSchemaCacheFile?: string;
  /**
   * Resolve only once the tenant files are loaded (default true). False: load them in the
   * background; requests wait for them, health checks do not (main.ts listens at once; docs/architecture.md#fast-start).
   */
  waitForTenants?: boolean;
  /** Per-client limit of the API routes; false turns it off (default DEFAULT_API_RATE_LIMIT). */
  rateLimit?: ApiRateLimit | false;
  /** Largest accepted request body in bytes (default 256 KiB). */
  bodyLimit?: number;
  /** Trust X-Forwarded-* from a reverse proxy (the client IP the rate limit counts). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Customer accounts: clock, SMS provider and secret, sandbox (see AccountOptions). */
  accounts?: AccountOptions;
  /** Parking: clock (default the accounts clock) and how long unpaid bookings hold tickets (see ParkingOptions). */
  parking?: ParkingOptions;
  /** Payments: the gateway (default the built-in sandbox) and the sandbox's stored-value test card (see PaymentOptions). */
  payments?: PaymentOptions;
  /**
   * Remote payment providers (docs/payment-providers.md): where secrets are read (default process.env),
   * the server's public URL sent to providers (default each request's), the call timeout, and for
   * tests their own fetch or registry. Methods whose provider is not configured pay through `payments.gateway`
   * when that is the sandbox, and are refused otherwise.
   */
  paymentProviders?: Pick<GatewayRouterOptions, 'secrets' | 'publicUrl' | 'timeoutMs' | 'fetch' | 'providers'>;
  /** Test tool: POST /sandbox-api/links/* mints voucher claim and invitation links (SANDBOX_LINKS=1). */
  sandboxLinks?: boolean;
  /** Vouchers: collect and claim attempt limits (see VoucherOptions). */
  vouchers?: VoucherOptions;
  /** Wallet passes: where tenant secret references are read (default process.env) and the demo certificate (docs/wallet.md#passes). */
  walletPasses?: { secrets?: SecretSource; demo?: DemoPassMaterial };
  /** Serve the API description at /docs and /docs/json (default true; main.ts: off in production unless API_DOCS=1). */
  apiDocs?: boolean;
  /**
   * Test tool: every tenant gets the demo staff members (DEMO_STAFF=1; docs/staff.md#demo-staff).
   * Off (the default): demo members a demo start added are disabled before any request is answered.
   */
  demoStaff?: boolean;
  /**
   * The tables' upkeep (default on; on PostgreSQL only while its autovacuum is off; off with
   * DATABASE_UPKEEP=off). Tests that count statements turn it off: its check every 10 s would land
   * in their count at random.
   */
  tableUpkeep?: boolean;
  /**
   * GET /metrics for the bearer of this token, and the request and payment counters behind it
   * (METRICS_TOKEN; docs/architecture.md#metrics). Unset: neither, and prom-client is never loaded.
   */
  metrics?: { token: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenants being served (exposed for tests and operations). */
    tenants: TenantRegistry;
    /** The payment router: its reconciliation job and the refunds still owed (exposed for tests and operations). */
    paymentGateway: GatewayRouter;
  }
}

const DEFAULT_BODY_LIMIT = 256 * 1024;
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Reuses a sane X-Request-Id from a proxy, so one id follows a request across hops. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    genReqId: requestId,
    bodyLimit: opts.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
    // Each answer's serialiser gets only the schemas it refers to (docs/architecture.md#fast-start).
    schemaController: serializerSchemaController,
    // One access line per request instead of Fastify's two (see access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's logger is built when it first logs (request-logger.ts). Without a logger
    // Fastify gives every request the app's null logger itself, which costs nothing already.
    ...(opts.logger ? { childLoggerFactory: lazyRequestLogger } : {}),
  });
  registerAccessLog(app);
  app.setValidatorCompiler(validatorCompiler);
  for (const { schema } of apiSchemas.values()) app.addSchema(schema);
  registerErrorHandling(app);
  registerEnvelopeRequestDecorator(app);
  registerAccountSessionDecorator(app);
  registerStaffSessionDecorator(app);

  const registry = await createTenantRegistry({
    tenantsDir: opts.tenantsDir,
    themesDir: opts.themesDir,
    log: app.log,
    watch: opts.watchTenants ?? true,
    waitForFirstLoad: opts.waitForTenants ?? true,
    ...(opts.tenantSchemaCacheFile ? { schemaCacheFile: opts.tenantSchemaCacheFile } : {}),
  });
  app.decorate('tenants', registry);
  app.addHook('onClose', async () => registry.close());
  try {
    await registerRoutes(app, opts, registry);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

async function retireDemoStaffAtStart(app: FastifyInstance, opts: AppOptions): Promise<void> {
  const now = opts.parking?.now ?? opts.accounts?.now ?? systemClock;
  const disabled = await retireDemoStaff(opts.db, now());
  if (disabled.length === 0) return;
  const tenants = [...new Set(disabled.map((member) => member.tenantId))];
  app.log.warn(
    { disabled: disabled.length, tenants },
    `demo staff disabled: ${disabled.length} demo members (${[...new Set(disabled.map((member) => member.staffCode))].join(', ')}) of ${tenants.length} tenant(s) cannot sign in, as DEMO_STAFF is not 1`,
  );
}

/** The operator's counters and GET /metrics; prom-client is loaded only here (docs/architecture.md#metrics). */
async function startMetrics(app: FastifyInstance, opts: AppOptions, token: string) {
  const { createServerMetrics, registerMetrics } = await import('./http/metrics');
  const now = opts.parking?.now ?? opts.accounts?.now ?? systemClock;
  const metrics = createServerMetrics({ db: opts.db, openHolds: () => openHolds(opts.db, now()) });
  registerMetrics(app, metrics, { token });
  return metrics;
}

async function registerRoutes(app: FastifyInstance, opts: AppOptions, registry: TenantRegistry): Promise<void> {
  // Requests wait for the start-up work still running (the tenants' first load, the database opening).
  const tenantsLoaded: StartupPart = { ready: () => registry.loaded(), whenReady: () => registry.ready() };
  // Demo staff are data of the demo: without DEMO_STAFF=1 nobody signs in with the published demo
  // password, so requests wait until they are disabled (docs/staff.md#demo-staff).
  const demoStaffRetired = opts.demoStaff === true ? [] : [startupWork(retireDemoStaffAtStart(app, opts))];
  const opened = allOf([...(opts.startup ? [opts.startup] : []), tenantsLoaded]);
  const metrics = opts.metrics ? await startMetrics(app, opts, opts.metrics.token) : undefined;
  const startup = allOf([opened, ...demoStaffRetired]);
  // Headers first: even a request the gate fails (the database could not be opened) gets them and its id.
  registerSecurityHeaders(app, registry);
  registerReadinessGate(app, startup);
  await registerCompression(app);
  // serve: false: files are sent by the asset and SPA routes, which check paths themselves.
  // preCompressed: the build writes .br and .gz beside each asset; those are sent when the browser takes them.
  await app.register(fastifyStatic, { root: opts.tenantsDir, serve: false, preCompressed: true });
  // The whole API's shape: not served by a production server unless asked for (API_DOCS=1, README "Server settings").
  if (opts.apiDocs !== false) await registerApiDocs(app);

  // Health reports the database and the tenants: the demo staff's retirement is a write that the
  // gate holds requests for, and a database that fails it is what the health check must report.
  registerHealthRoute(app, { db: opts.db, registry, startup: opened });
  // Methods this server cannot take (a provider not configured on a production server) are not offered.
  registerTenantConfigRoute(app, { registry, offered: (tenant, method) => app.paymentGateway.offers(tenant, method) });
  const installable = createInstallableApp({ registry, icons: createAppIcons({ tenantsDir: opts.tenantsDir }) });
  registerInstallableRoutes(app, { installable });
  registerFlowGalleryRoutes(app, {
    gallery: createFlowGallery(registry, { holdMinutes: opts.parking?.holdMinutes ?? DEFAULT_HOLD_MINUTES }),
  });
  const accounts = createAccountServices(opts.db, app.log, {
    ...opts.accounts,
    // A new account gets the tenant's sign-up wallet cards in its registration's transaction.
    onAccountCreated: async (tx, tenant, accountId, at) => {
      await issueSignupCards(tx, tenant, accountId, at);
    },
  });
  const sweeper = startAccountSweeper(accounts.deps);
  app.addHook('onClose', async () => sweeper.stop());
  // Parking and payments run on one clock: the parking one, else the accounts one, else the system's.
  const now = opts.parking?.now ?? opts.accounts?.now ?? systemClock;
  // The wallet pays for bookings from stored value and tops cards up through the payments' gateway:
  // the router, which sends each method to its provider (docs/payment-providers.md).
  const fallbackGateway = opts.payments?.gateway ?? sandboxGateway;
  const gateway = createGatewayRouter({
    db: opts.db,
    now,
    log: app.log,
    fallback: fallbackGateway,
    tenantById: (id) => registry.byId(id)?.tenant,
    ...opts.paymentProviders,
  });
  app.decorate('paymentGateway', gateway);
  const wallet = createWalletServices({
    db: opts.db,
    now,
    log: app.log,
    ...(metrics ? { metrics: metrics.payments } : {}),
    gateway,
    tenantById: (id) => registry.byId(id)?.tenant,
    secrets: opts.walletPasses?.secrets ?? process.env,
    demoPass: opts.walletPasses?.demo,
  });
  const payments = createPaymentServices(
    { db: opts.db, now, log: app.log, ...(metrics ? { metrics: metrics.payments } : {}) },
    {
      storedValue: wallet.forPayments,
      recheckOthers: wallet.recheckPendingTopUps,
      reconcileProviders: () => gateway.reconcile(),
      ...opts.payments,
      gateway,
    },
  );
  const parking = createParkingServices(
    opts.db,
    app.log,
    payments.forBookings,
    { ...opts.parking, now },
    bookingVouchers,
  );
  const vouchers = createVoucherServices({ db: opts.db, now, log: app.log }, opts.vouchers);
  const invitations = createInvitationServices({ db: opts.db, now, log: app.log });
  const staff = createStaffServices({
    db: opts.db,
    now,
    log: app.log,
    isCustomerToken: async (tenant, token) => (await accounts.authenticate(tenant, token)) !== null,
    sms: accounts.deps.sms,
  });
  // A test tool: it needs the tenant ids, so it waits for the first load.
  if (opts.demoStaff === true) {
    const seeded = await registry.ready().then(async () =>
      seedDemoStaff(
        opts.db,
        registry.list().map((entry) => entry.tenant.id),
        now(),
      ),
    );
    if (seeded.enabled > 0)
      app.log.info(
        { enabled: seeded.enabled },
        `demo staff: ${seeded.enabled} demo members a start without DEMO_STAFF=1 had disabled can sign in again`,
      );
  }
  const shopDeps = {
    db: opts.db,
    now,
    log: app.log,
    gateway,
    payments: createShopPayments(wallet.forPayments),
    tableKeys: createTableKeys(opts.db),
    ...(metrics ? { metrics: metrics.payments } : {}),
  };
  const shop = createShopServices(shopDeps);
  // A provider's notification (or the job's read-back) settles the payment it names through the
  // service that owns it: a booking's, a wallet top-up, a shop order, a table bill's share, a single pay.
  gateway.setSettler(async (gatewayPaymentId) => {
    const provider = gatewayPaymentId.slice(0, gatewayPaymentId.indexOf(':'));
    if (await payments.settleByGatewayPaymentId(provider, gatewayPaymentId)) return;
    if (await wallet.settleTopUpByGatewayPaymentId(provider, gatewayPaymentId)) return;
    await settleShopPaymentByGatewayId(shopDeps, provider, gatewayPaymentId);
  });
  // The admin content area (docs/admin.md): judged by the same clock, so the sandbox clock moves schedules.
  const admin = createAdminServices({ db: opts.db, now, log: app.log, tenantById: (id) => registry.byId(id)?.tenant });
  registerTenantAssetsRoute(app, { registry, tenantsDir: opts.tenantsDir, uploads: admin.uploadedImage });
  const shopPay = { tableBills: createTableBillServices(shopDeps), singlePay: createSinglePayServices(shopDeps) };
  const parkingSweeper = startParkingSweeper(parking.deps);
  app.addHook('onClose', async () => parkingSweeper.stop());
  const upkeep = opts.tableUpkeep === false ? { stop: () => undefined } : startTableUpkeep(opts.db, app.log);
  app.addHook('onClose', async () => upkeep.stop());
  const paymentRecheck = startPaymentRecheck(payments, opts.payments?.recheckIntervalMs);
  app.addHook('onClose', async () => paymentRecheck.stop());
  registerSandboxSmsRoute(app, { registry, accounts });
  if (opts.sandboxLinks === true) registerSandboxLinksRoute(app, { registry, vouchers, invitations });
  if (fallbackGateway === sandboxGateway) await app.register(sandboxGatewayRoutes, { payments });
  await app.register(paymentProviderRoutes, { router: gateway });
  await app.register(async (api) => {
    if (opts.rateLimit !== false) await registerApiRateLimit(api, opts.db, opts.rateLimit ?? DEFAULT_API_RATE_LIMIT);
    await api.register(shopApiRoutes, {
      prefix: '/s/:shop/api',
      registry,
      accounts,
      parking,
      payments,
      wallet,
      vouchers,
      invitations,
      shop,
      shopPay,
    });
    await api.register(shopProRoutes, {
      prefix: '/s/:shop/pro',
      registry,
      accounts,
      parking,
      payments,
      wallet,
      shop,
      shopPay,
    });
    await api.register(cloudApiRoutes, {
      prefix: '/cloud/:tenant',
      registry,
      accounts,
      parking,
      staff,
      singlePay: shopPay.singlePay,
      tableBills: shopPay.tableBills,
      gateway,
    });
    await api.register(adminApiRoutes, { prefix: '/cloud/:tenant/admin', registry, staff, admin });
    registerSiteContentRoute(api, { registry, admin });
  });
  registerSpa(
    app,
    opts.staticDir,
    registry,
    installable,
    createFontPreloads({ tenantsDir: opts.tenantsDir }),
    createLogoShapes({ tenantsDir: opts.tenantsDir }),
  );
}
