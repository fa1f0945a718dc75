/** SQL of the images staff upload (docs/admin.md#images), stored per tenant by content hash. */
import type { Queryable } from '../database';

export interface NewContentAsset {
  tenantId: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  staffId: string;
  now: Date;
}

/** Stores the image; the same bytes uploaded again keep the first row (same name, same content). */
export async function insertContentAsset(db: Queryable, asset: NewContentAsset): Promise<void> {
  await db.query(
    `INSERT INTO content_assets (tenant_id, name, content_type, bytes, size, width, height, uploaded_by, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (tenant_id, name) DO NOTHING`,
    [
      asset.tenantId,
      asset.name,
      asset.contentType,
      asset.bytes,
      asset.bytes.byteLength,
      asset.width,
      asset.height,
      asset.staffId,
      asset.now,
    ],
  );
}

export async function findContentAsset(
  db: Queryable,
  tenantId: string,
  name: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  const rows = await db.query<{ contentType: string; bytes: Uint8Array }>(
    'SELECT content_type AS "contentType", bytes FROM content_assets WHERE tenant_id = $1 AND name = $2',
    [tenantId, name],
  );
  return rows[0] ?? null;
}
