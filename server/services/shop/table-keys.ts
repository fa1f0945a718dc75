/**
 * The secret of each shop table (docs/shop.md#table-key): the table's QR code carries it, and ordering
 * at the table, reading its bill and paying it need it, so a customer who is not at the table cannot
 * read or hold its bill by guessing the table's name. It is derived, not stored: an HMAC of the
 * tenant, shop and table under a random key generated once per database (app_secrets), so every
 * process and restart agree on it and a table's printed QR code stays valid. Never derived from
 * anything in the tenant's public configuration (the payload key ships to every browser).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database';
import { ensureAppSecret } from '../../db/repositories/app-secret-repository';
import type { ShopKey } from '../../db/repositories/shop-repository';

const SECRET_NAME = 'table_key_hmac_key';
/** 16 base64url characters: 96 bits, short enough for a small QR code, far beyond guessing. */
const KEY_LENGTH = 16;

export interface TableKeys {
  /** The table's secret, as its QR code carries it. */
  keyOf(shop: ShopKey, table: string): Promise<string>;
  /** Whether `given` is the table's secret (compared in constant time; undefined never is). */
  matches(shop: ShopKey, table: string, given: string | undefined): Promise<boolean>;
}

export function createTableKeys(db: Database): TableKeys {
  let pending: Promise<Buffer> | undefined;
  const secret = () => {
    pending ??= ensureAppSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')).then(
      (value) => Buffer.from(value, 'utf8'),
      (error: unknown) => {
        // A failed read is tried again on the next call rather than remembered.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const keyOf = async (shop: ShopKey, table: string) =>
    // NUL separates the parts: no tenant, shop or table name can contain it (the schemas refuse it).
    createHmac('sha256', await secret())
      .update(`${shop.tenantId}\u0000${shop.shopCode}\u0000${table}`)
      .digest('base64url')
      .slice(0, KEY_LENGTH);
  return {
    keyOf,
    async matches(shop, table, given) {
      if (given === undefined) return false;
      const expected = Buffer.from(await keyOf(shop, table));
      const offered = Buffer.from(given);
      return offered.length === expected.length && timingSafeEqual(expected, offered);
    },
  };
}

/** The table's QR code: the shop's ordering page with the table and its secret (docs/shop.md#table-ordering). */
export function tableOrderPath(shopCode: string, table: string, key: string): string {
  return `/shop/${encodeURIComponent(shopCode)}/order?table=${encodeURIComponent(table)}&key=${encodeURIComponent(key)}`;
}

/** A bill of the table, reached with the table's secret (docs/shop.md#table-bill). */
export function tableBillPath(shopCode: string, billId: string, table: string, key: string): string {
  return `/shop/${encodeURIComponent(shopCode)}/pay/${billId}/table/${encodeURIComponent(table)}?key=${encodeURIComponent(key)}`;
}
