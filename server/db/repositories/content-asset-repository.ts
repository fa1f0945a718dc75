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

/** One upload as the media library lists it: everything but the bytes. */
export interface ContentAssetRow {
  name: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  uploadedAt: Date;
  uploadedBy: string | null;
}

/** The tenant's uploads, newest first, with the name of the staff member who uploaded each. */
export async function listContentAssets(db: Queryable, tenantId: string, limit: number): Promise<ContentAssetRow[]> {
  return db.query<ContentAssetRow>(
    `SELECT a.name, a.content_type AS "contentType", a.size, a.width, a.height,
            a.uploaded_at AS "uploadedAt", s.name AS "uploadedBy"
       FROM content_assets a LEFT JOIN staff_members s ON s.id = a.uploaded_by
      WHERE a.tenant_id = $1
      ORDER BY a.uploaded_at DESC, a.name
      LIMIT $2`,
    [tenantId, limit],
  );
}
