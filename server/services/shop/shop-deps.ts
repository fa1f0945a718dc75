import type { Database } from '../../db/database';
import type { PaymentGateway } from '../payments';
import type { Clock } from '../shared/clock';
import type { PaymentMetrics } from '../shared/payment-metrics';
import type { ServiceLogger } from '../shared/service-logger';
import type { ShopPayments } from './shop-payments';
import type { TableKeys } from './table-keys';

/** What the shop services run on; built once by the app (server/app.ts). */
export interface ShopDeps {
  db: Database;
  now: Clock;
  log: ServiceLogger;
  gateway: PaymentGateway;
  /** Stored value, saved cards and vouchers for shop orders (docs/shop.md#paying). */
  payments: ShopPayments;
  /** The tables' secrets, carried by their QR codes (docs/shop.md#table-key). */
  tableKeys: TableKeys;
  /** The operator's counters of shop payments settled and refunded (server/http/metrics.ts); none when absent. */
  metrics?: PaymentMetrics;
}
