import type { Tenant } from '../../../src/generated/tenant';
import type { Database } from '../../db/database';
import type { PaymentGateway } from '../payments';
import type { Clock } from '../shared/clock';
import type { PaymentMetrics } from '../shared/payment-metrics';
import type { ServiceLogger } from '../shared/service-logger';
import type { DemoPassMaterial } from './demo-pass-certificates';
import type { SecretSource } from '../../tenants/secret-value';

/** What the wallet services run on; built once by the app (server/app.ts). */
export interface WalletDeps {
  db: Database;
  now: Clock;
  log: ServiceLogger;
  /** The gateway top-ups are paid through (the payments' gateway). */
  gateway: PaymentGateway;
  /** The tenant serving now (its wallet programmes), for jobs that start from a stored row. */
  tenantById(tenantId: string): Tenant | undefined;
  /** Where the tenants' secret references are read (the wallet pass certificate and key; docs/wallet.md#passes). */
  secrets: SecretSource;
  /** The demo's pass certificate (test tool SANDBOX_WALLET_PASS=1): signs for tenants whose pass secrets are referenced but unset. */
  demoPass?: DemoPassMaterial;
  /** The operator's counters of top-ups settled and refunded (server/http/metrics.ts); none when absent. */
  metrics?: PaymentMetrics;
}
