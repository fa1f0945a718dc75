/** SQL of the admin content area's items and audit log (docs/admin.md#storage). Every query is scoped to a tenant. */
import type { Queryable } from '../database';

export interface ContentRow {
  id: string;
  type: string;
  version: number;
  draft: unknown;
  published: unknown;
  publishAt: Date | null;
  unpublishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  updatedByCode: string | null;
  updatedByName: string | null;
  deleted: boolean;
}

const ROW = `c.id, c.type, c.version, c.draft, c.published, c.publish_at AS "publishAt", c.unpublish_at AS "unpublishAt",
  c.created_at AS "createdAt", c.updated_at AS "updatedAt", c.updated_by AS "updatedBy",
  m.staff_code AS "updatedByCode", m.name AS "updatedByName", c.deleted`;

/** The tenant's live (not deleted) items of a type, oldest first. */
export async function listContent(db: Queryable, tenantId: string, type: string): Promise<ContentRow[]> {
  return db.query<ContentRow>(
    `SELECT ${ROW} FROM content_items c LEFT JOIN staff_members m ON m.id = c.updated_by
     WHERE c.tenant_id = $1 AND c.type = $2 AND NOT c.deleted ORDER BY c.created_at, c.id`,
    [tenantId, type],
  );
}

/** The tenant's deleted items of a type (the bin a restore brings items back from), latest deletion first. */
export async function listDeletedContent(
  db: Queryable,
  tenantId: string,
  type: string,
  limit: number,
): Promise<ContentRow[]> {
  return db.query<ContentRow>(
    `SELECT ${ROW} FROM content_items c LEFT JOIN staff_members m ON m.id = c.updated_by
     WHERE c.tenant_id = $1 AND c.type = $2 AND c.deleted ORDER BY c.updated_at DESC, c.id LIMIT $3`,
    [tenantId, type, limit],
  );
}

export async function countContent(db: Queryable, tenantId: string, type: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM content_items WHERE tenant_id = $1 AND type = $2 AND NOT deleted',
    [tenantId, type],
  );
  return rows[0]?.n ?? 0;
}

/**
 * One item, live unless `withDeleted`; `lock` takes the row lock a version-checked change holds until
 * its transaction ends.
 */
export async function findContent(
  db: Queryable,
  tenantId: string,
  type: string,
  id: string,
  lock = false,
  withDeleted = false,
): Promise<ContentRow | null> {
  const rows = await db.query<ContentRow>(
    `SELECT ${ROW} FROM content_items c LEFT JOIN staff_members m ON m.id = c.updated_by
     WHERE c.tenant_id = $1 AND c.type = $2 AND c.id = $3${withDeleted ? '' : ' AND NOT c.deleted'}${lock ? ' FOR UPDATE OF c' : ''}`,
    [tenantId, type, id],
  );
  return rows[0] ?? null;
}

/** Whether another live item of the type already uses the unique key (page id, configuration name). */
export async function uniqueKeyTaken(
  db: Queryable,
  tenantId: string,
  type: string,
  key: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 AS n FROM content_items WHERE tenant_id = $1 AND type = $2 AND unique_key = $3 AND NOT deleted AND ($4::uuid IS NULL OR id <> $4::uuid)',
    [tenantId, type, key, exceptId],
  );
  return rows.length > 0;
}

export interface NewContent {
  tenantId: string;
  id: string;
  type: string;
  draft: unknown;
  uniqueKey: string | null;
  staffId: string;
  now: Date;
}

/** Inserts version 1 as a draft; false when the unique key is taken (two creates at once included). */
export async function insertContent(db: Queryable, item: NewContent): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO content_items (tenant_id, id, type, version, draft, status, unique_key, created_by, updated_by, created_at, updated_at)
     VALUES ($1, $2, $3, 1, $4::jsonb, 'draft', $5, $6, $6, $7, $7) ON CONFLICT DO NOTHING RETURNING id`,
    [item.tenantId, item.id, item.type, JSON.stringify(item.draft), item.uniqueKey, item.staffId, item.now],
  );
  return rows.length > 0;
}

export interface ContentChangeSet {
  draft: unknown;
  published: unknown;
  publishAt: Date | null;
  unpublishAt: Date | null;
  uniqueKey: string | null;
  deleted: boolean;
}

/**
 * Writes the item's next version, only if it is still at `version` (the caller holds the row lock;
 * the condition is the last guard). Returns the new version, or null when it moved on.
 */
export async function updateContent(
  db: Queryable,
  tenantId: string,
  id: string,
  version: number,
  change: ContentChangeSet,
  staffId: string,
  now: Date,
): Promise<number | null> {
  const rows = await db.query<{ version: number }>(
    `UPDATE content_items SET version = version + 1, draft = $4::jsonb, published = $5::jsonb,
       status = CASE WHEN $5::jsonb IS NULL THEN 'draft' ELSE 'published' END,
       publish_at = $6, unpublish_at = $7, unique_key = $8, deleted = $9, updated_by = $10, updated_at = $11
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING version`,
    [
      tenantId,
      id,
      version,
      JSON.stringify(change.draft),
      change.published === null ? null : JSON.stringify(change.published),
      change.publishAt,
      change.unpublishAt,
      change.uniqueKey,
      change.deleted,
      staffId,
      now,
    ],
  );
  return rows[0]?.version ?? null;
}

/** The tenant's published, live items of every type (the customer read filters the windows by the server clock). */
export async function listPublishedContent(db: Queryable, tenantId: string): Promise<ContentRow[]> {
  return db.query<ContentRow>(
    `SELECT ${ROW} FROM content_items c LEFT JOIN staff_members m ON m.id = c.updated_by
     WHERE c.tenant_id = $1 AND c.status = 'published' AND NOT c.deleted ORDER BY c.created_at, c.id`,
    [tenantId],
  );
}

export interface AuditEntry {
  tenantId: string;
  itemId: string;
  type: string;
  version: number;
  action: string;
  staffId: string;
  at: Date;
  previous: unknown;
  snapshot: unknown;
}

export async function insertContentAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO content_audit (tenant_id, item_id, type, version, action, staff_id, at, previous, snapshot)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
    [
      entry.tenantId,
      entry.itemId,
      entry.type,
      entry.version,
      entry.action,
      entry.staffId,
      entry.at,
      entry.previous === null ? null : JSON.stringify(entry.previous),
      JSON.stringify(entry.snapshot),
    ],
  );
}

export interface AuditRow {
  version: number;
  action: string;
  at: Date;
  staffId: string | null;
  staffCode: string | null;
  staffName: string | null;
  previous: unknown;
  snapshot: unknown;
}

const AUDIT_ROW = `a.version, a.action, a.at, a.staff_id AS "staffId", m.staff_code AS "staffCode", m.name AS "staffName", a.previous, a.snapshot`;

/** An item's audit log, newest first. */
export async function listContentAudit(
  db: Queryable,
  tenantId: string,
  itemId: string,
  limit: number,
): Promise<AuditRow[]> {
  return db.query<AuditRow>(
    `SELECT ${AUDIT_ROW} FROM content_audit a LEFT JOIN staff_members m ON m.id = a.staff_id
     WHERE a.tenant_id = $1 AND a.item_id = $2 ORDER BY a.version DESC LIMIT $3`,
    [tenantId, itemId, limit],
  );
}

export interface ActivityRow extends Omit<AuditRow, 'previous' | 'snapshot'> {
  itemId: string;
  type: string;
}

/** The tenant's latest content changes of the given types, newest first (the dashboard's activity). */
export async function listContentActivity(
  db: Queryable,
  tenantId: string,
  types: readonly string[],
  limit: number,
): Promise<ActivityRow[]> {
  if (types.length === 0) return [];
  return db.query<ActivityRow>(
    `SELECT a.item_id AS "itemId", a.type, a.version, a.action, a.at, a.staff_id AS "staffId", m.staff_code AS "staffCode", m.name AS "staffName"
     FROM content_audit a LEFT JOIN staff_members m ON m.id = a.staff_id
     WHERE a.tenant_id = $1 AND a.type = ANY (string_to_array($2, ',')) ORDER BY a.at DESC, a.id DESC LIMIT $3`,
    [tenantId, types.join(','), limit],
  );
}

export async function findContentAudit(
  db: Queryable,
  tenantId: string,
  itemId: string,
  version: number,
): Promise<AuditRow | null> {
  const rows = await db.query<AuditRow>(
    `SELECT ${AUDIT_ROW} FROM content_audit a LEFT JOIN staff_members m ON m.id = a.staff_id
     WHERE a.tenant_id = $1 AND a.item_id = $2 AND a.version = $3`,
    [tenantId, itemId, version],
  );
  return rows[0] ?? null;
}

/** Where the items with these ids stand (deleted ones too): the overrides of starting items (docs/admin.md#starting-content). */
export interface ContentLinkRow {
  id: string;
  status: string;
  publishAt: Date | null;
  unpublishAt: Date | null;
  deleted: boolean;
}

export async function findContentLinks(
  db: Queryable,
  tenantId: string,
  ids: readonly string[],
): Promise<ContentLinkRow[]> {
  if (ids.length === 0) return [];
  return db.query<ContentLinkRow>(
    `SELECT id, status, publish_at AS "publishAt", unpublish_at AS "unpublishAt", deleted FROM content_items WHERE tenant_id = $1 AND id::text IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [tenantId, JSON.stringify(ids)],
  );
}
