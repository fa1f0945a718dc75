/**
 * The admin content area's rules on items (docs/admin.md#rules): a save writes the draft, publish
 * copies the draft to what customers see (at once or in a window), unpublish takes it away, delete
 * hides the item, restore brings back an earlier draft. Every change names the version the editor
 * loaded and runs in one transaction holding the item's row lock, so of two editors saving the same
 * version exactly one wins and the other gets 409 'Someone else changed this item...'. Every change
 * is written to the item's audit log (with the whole item before and after it) and to the staff
 * action log.
 */
import { randomUUID } from 'node:crypto';
import { CONTENT_HISTORY_MAX_ENTRIES, CONTENT_ITEMS_MAX_PER_TYPE } from '../../../src/lib/limits';
import {
  configValueProblem,
  contentChanges,
  publicationState,
  publishWindowProblem,
  sameContent,
  showWindowProblem,
} from '../../../src/lib/admin-content-rules';
import type {
  AdminContentItem,
  ContentAction,
  ContentActivityResponse,
  ContentDocument,
  ContentGetResponse,
  ContentHistoryEntry,
  ContentHistoryResponse,
  ContentListResponse,
  ContentPublishRequest,
  ContentRestoreRequest,
  ContentSnapshot,
  ContentType,
} from '../../../src/protocol/admin-content';
import { editableContentTypes } from '../../../src/lib/admin-routes';
import type { MessageCode } from '../../../src/protocol/message';
import { englishText } from '../../../src/protocol/messages';
import type { Queryable } from '../../db/database';
import {
  countContent,
  findContent,
  findContentLinks,
  findContentAudit,
  insertContent,
  insertContentAudit,
  listContent,
  listContentAudit,
  listContentActivity,
  listDeletedContent,
  updateContent,
  type AuditRow,
  type ContentChangeSet,
  type ContentRow,
} from '../../db/repositories/content-repository';
import { insertStaffAction } from '../../db/repositories/staff-action-repository';
import { AdminRefusal, type AdminActor, type AdminDeps } from './admin-deps';
import { contentSchema, contentSchemaCheck } from './content-schemas';
import { sanitiseContentHtml } from './html-sanitise';
import { startingContent } from './starting-content';

/** Deleted items a list shows (latest first). */
const DELETED_SHOWN = 50;

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/** The wire form of a row, its state judged by the server's clock. */
export function itemOf<T extends ContentType>(type: T, row: ContentRow, now: Date): AdminContentItem<T> {
  const published = (row.published ?? null) as ContentDocument<T> | null;
  return {
    type,
    id: row.id,
    version: row.version,
    draft: row.draft as ContentDocument<T>,
    published,
    publishAt: iso(row.publishAt),
    unpublishAt: iso(row.unpublishAt),
    state: publicationState(
      { published: published !== null, publishAt: row.publishAt, unpublishAt: row.unpublishAt },
      now,
    ),
    hasUnpublishedChanges: published === null || !sameContent(row.draft, published),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy:
      row.updatedBy === null
        ? null
        : { staffId: row.updatedBy, staffCode: row.updatedByCode ?? '', name: row.updatedByName ?? '' },
    deleted: row.deleted,
  };
}

function snapshotOf(row: Pick<ContentRow, 'draft' | 'published' | 'publishAt' | 'unpublishAt'>): ContentSnapshot {
  return {
    draft: row.draft as ContentDocument,
    published: (row.published ?? null) as ContentDocument | null,
    publishAt: iso(row.publishAt),
    unpublishAt: iso(row.unpublishAt),
  };
}

/** The key that must be unique within the tenant and type: a page's pageId, a configuration's name. */
function uniqueKeyOf(type: ContentType, document: ContentDocument): string | null {
  if (type === 'page') return (document as ContentDocument<'page'>).pageId;
  if (type === 'configuration') return (document as ContentDocument<'configuration'>).name;
  return null;
}

/** 409: another item holds the page id or configuration name; the answer names that field. */
function duplicateRefusal(type: ContentType): AdminRefusal {
  const code = type === 'page' ? 'PAGE_ID_DUPLICATE' : 'CONFIG_NAME_DUPLICATE';
  return fieldRefusal(409, code, type === 'page' ? '/pageId' : '/name');
}

/** A refusal of one field of the document, by its catalogue code (docs/admin.md#field-errors). */
function fieldRefusal(status: 400 | 409, code: MessageCode, pointer: string): AdminRefusal {
  const message = englishText({ code });
  return new AdminRefusal(status, code, {}, undefined, [{ pointer, reason: code, message }]);
}

/**
 * A document as it will be stored: it must fit its type's schema (400 naming the field), obey the
 * type's rules (a slide's window, a configuration's value type), and its rich text is sanitised.
 */
export function preparedDocument(type: ContentType, document: unknown): ContentDocument {
  const schemaProblem = contentSchemaCheck(type, document);
  if (schemaProblem !== null)
    throw new AdminRefusal(400, 'INVALID_FIELD', {}, schemaProblem.message, schemaProblem.fields);
  if (type === 'carousel') {
    const slide = document as ContentDocument<'carousel'>;
    const problem = showWindowProblem(slide.showFrom, slide.showUntil);
    if (problem) throw fieldRefusal(400, problem, '/showUntil');
  }
  if (type === 'configuration') {
    const entry = document as ContentDocument<'configuration'>;
    const problem = configValueProblem(entry.valueType, entry.value);
    if (problem) throw fieldRefusal(400, problem, '/value');
  }
  if (type === 'page') {
    const page = document as ContentDocument<'page'>;
    return { ...page, html: sanitiseContentHtml(page.html) };
  }
  return document as ContentDocument;
}

/** A unique-index violation (two creates of one page id at once): 23505 on both drivers. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function logAction(
  tx: Queryable,
  actor: AdminActor,
  action: string,
  subject: string,
  detail: string,
  at: Date,
): Promise<void> {
  await insertStaffAction(tx, { tenantId: actor.tenantId, staffId: actor.staffId, action, subject, detail, at });
}

/**
 * The list: the admin items (each override marked with the starting item it overrides) and the
 * starting items not yet overridden (docs/admin.md#starting-content). A starting item is no longer
 * offered once an item with its override id exists (in the bin too: deleting the override hid it),
 * nor while an admin item holds its unique key (a page's pageId, a configuration's name).
 */
export async function listItems<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
): Promise<ContentListResponse<T>> {
  const now = deps.now();
  const tenant = deps.tenantById(actor.tenantId);
  const allStarting = tenant ? startingContent(tenant, type) : [];
  const keyOfOverride = new Map(allStarting.map((entry) => [entry.overrideId, entry.key]));
  const mark = (item: AdminContentItem<T>): AdminContentItem<T> => {
    const startingKey = keyOfOverride.get(item.id);
    return startingKey === undefined ? item : { ...item, startingKey };
  };
  const rows = await listContent(deps.db, actor.tenantId, type);
  const items = rows.map((row) => mark(itemOf(type, row, now)));
  const linked = new Set(
    (
      await findContentLinks(
        deps.db,
        actor.tenantId,
        allStarting.map((entry) => entry.overrideId),
      )
    ).map((row) => row.id),
  );
  const keysTaken = new Set(items.map((item) => uniqueKeyOf(type, item.draft)).filter((key) => key !== null));
  const starting = allStarting.filter(
    (entry) => !linked.has(entry.overrideId) && !keysTaken.has(uniqueKeyOf(type, entry.document) ?? ''),
  );
  const deleted = (await listDeletedContent(deps.db, actor.tenantId, type, DELETED_SHOWN)).map((row) =>
    mark(itemOf(type, row, now)),
  );
  return { type, schema: contentSchema(type), items, starting, deleted };
}

export async function getItem<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  id: string,
  withDeleted = false,
): Promise<ContentGetResponse<T>> {
  const row = await findContent(deps.db, actor.tenantId, type, id, false, withDeleted);
  if (!row) throw new AdminRefusal(404, 'CONTENT_NOT_FOUND');
  return { schema: contentSchema(type), item: itemOf(type, row, deps.now()) };
}

/**
 * Creates an item (a draft, version 1). With `startingKey` it is the override of that starting item
 * (docs/admin.md#starting-content) and takes its derived id: if another editor made that override
 * first, the insert meets its primary key and the caller is told to reload (409).
 */
export async function createItem<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  document: unknown,
  startingKey?: string,
): Promise<AdminContentItem<T>> {
  const draft = preparedDocument(type, document);
  const uniqueKey = uniqueKeyOf(type, draft);
  let id: string = randomUUID();
  if (startingKey !== undefined) {
    const tenant = deps.tenantById(actor.tenantId);
    const start = tenant ? startingContent(tenant, type).find((entry) => entry.key === startingKey) : undefined;
    if (!start) throw new AdminRefusal(404, 'CONTENT_NOT_FOUND');
    id = start.overrideId;
  }
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      if ((await countContent(tx, actor.tenantId, type)) >= CONTENT_ITEMS_MAX_PER_TYPE)
        throw new AdminRefusal(400, 'CONTENT_LIMIT_REACHED');
      const inserted = await insertContent(tx, {
        tenantId: actor.tenantId,
        id,
        type,
        draft,
        uniqueKey,
        staffId: actor.staffId,
        now,
      });
      if (!inserted) {
        // Only an override's derived id can already exist: someone else edited the starting item first.
        if (startingKey !== undefined && (await findContent(tx, actor.tenantId, type, id, false, true)))
          throw new AdminRefusal(409, 'CONTENT_VERSION_CONFLICT');
        throw duplicateRefusal(type);
      }
      await insertContentAudit(tx, {
        tenantId: actor.tenantId,
        itemId: id,
        type,
        version: 1,
        action: 'create',
        staffId: actor.staffId,
        at: now,
        previous: null,
        snapshot: { draft, published: null, publishAt: null, unpublishAt: null },
      });
      await logAction(tx, actor, 'content_create', `${type}/${id}`, 'version 1', now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateRefusal(type);
    throw error;
  }
  return (await getItem(deps, actor, type, id)).item;
}

type NextChange = (row: ContentRow, tx: Queryable, now: Date) => Promise<ContentChangeSet> | ContentChangeSet;

/**
 * One version-checked change of one item inside the caller's transaction: lock the row, compare the
 * version the editor loaded, write the next version, its audit entry (previous and new item) and the
 * staff action.
 */
async function changeRow(
  tx: Queryable,
  actor: AdminActor,
  type: ContentType,
  id: string,
  version: number,
  action: ContentAction,
  next: NextChange,
  now: Date,
  withDeleted: boolean,
  staffAction: string = `content_${action}`,
): Promise<void> {
  const row = await findContent(tx, actor.tenantId, type, id, true, withDeleted);
  if (!row) throw new AdminRefusal(404, 'CONTENT_NOT_FOUND');
  if (row.version !== version) throw new AdminRefusal(409, 'CONTENT_VERSION_CONFLICT');
  const changed = await next(row, tx, now);
  const newVersion = await updateContent(tx, actor.tenantId, id, version, changed, actor.staffId, now);
  if (newVersion === null) throw new AdminRefusal(409, 'CONTENT_VERSION_CONFLICT');
  await insertContentAudit(tx, {
    tenantId: actor.tenantId,
    itemId: id,
    type,
    version: newVersion,
    action,
    staffId: actor.staffId,
    at: now,
    previous: snapshotOf(row),
    snapshot: snapshotOf({
      draft: changed.draft,
      published: changed.published,
      publishAt: changed.publishAt,
      unpublishAt: changed.unpublishAt,
    }),
  });
  await logAction(tx, actor, staffAction, `${type}/${id}`, `version ${newVersion}`, now);
}

/** One version-checked change, all or nothing (changeRow in a transaction of its own). */
async function change<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  id: string,
  version: number,
  action: ContentAction,
  next: NextChange,
  /** Restore may bring back a deleted item; every other change needs a live one. */
  withDeleted = false,
): Promise<AdminContentItem<T> | null> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      await changeRow(tx, actor, type, id, version, action, next, now, withDeleted);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateRefusal(type);
    throw error;
  }
  if (action === 'delete') return null;
  return (await getItem(deps, actor, type, id)).item;
}

const keep = (row: ContentRow, type: ContentType): ContentChangeSet => ({
  draft: row.draft,
  published: row.published ?? null,
  publishAt: row.publishAt,
  unpublishAt: row.unpublishAt,
  uniqueKey: uniqueKeyOf(type, row.draft as ContentDocument),
  deleted: false,
});

export async function saveItem<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  id: string,
  body: { version: number; document: unknown },
): Promise<AdminContentItem<T>> {
  const draft = preparedDocument(type, body.document);
  const item = await change(deps, actor, type, id, body.version, 'save', (row) => ({
    ...keep(row, type),
    draft,
    uniqueKey: uniqueKeyOf(type, draft),
  }));
  return item!;
}

function parseTime(value: string | null | undefined): Date | null {
  return value === null || value === undefined ? null : new Date(value);
}

export async function publishItem<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  id: string,
  body: ContentPublishRequest,
): Promise<AdminContentItem<T>> {
  const publishAt = parseTime(body.publishAt);
  const unpublishAt = parseTime(body.unpublishAt);
  const problem = publishWindowProblem(publishAt, unpublishAt, deps.now());
  if (problem) throw new AdminRefusal(400, problem);
  const item = await change(deps, actor, type, id, body.version, 'publish', (row) => ({
    ...keep(row, type),
    published: row.draft,
    publishAt,
    unpublishAt,
  }));
  return item!;
}

export async function unpublishItem<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  id: string,
  version: number,
): Promise<AdminContentItem<T>> {
  const item = await change(deps, actor, type, id, version, 'unpublish', (row) => ({
    ...keep(row, type),
    published: null,
    publishAt: null,
    unpublishAt: null,
  }));
  return item!;
}

export async function deleteItem(
  deps: AdminDeps,
  actor: AdminActor,
  type: ContentType,
  id: string,
  version: number,
): Promise<void> {
  await change(deps, actor, type, id, version, 'delete', (row) => ({ ...keep(row, type), deleted: true }));
}

/** The content types whose items carry an `order` (lower first): the lists an admin arranges. */
export function isOrderedType(type: ContentType): boolean {
  const properties = (contentSchema(type).properties ?? {}) as Record<string, unknown>;
  return 'order' in properties;
}

/** The order the nth item of an arrangement gets: gaps of 10, so a single later edit fits between. */
export const orderAt = (index: number): number => (index + 1) * 10;

/**
 * Arrange a list (docs/admin.md#ordering): the items in the order given get `order` 10, 20, 30...
 * in their draft and, when published, in what customers see: arranging is not an edit to review
 * first. Each item is version-checked and gets a new version and audit entry (a save whose change
 * is `order`), all in one transaction: one stale item and nothing is moved. An item already at its
 * place is left alone.
 */
export async function reorderItems(
  deps: AdminDeps,
  actor: AdminActor,
  type: ContentType,
  items: readonly { id: string; version: number }[],
): Promise<void> {
  if (!isOrderedType(type)) throw new AdminRefusal(400, 'INVALID_FIELD', {}, `${type}: has no order`);
  if (new Set(items.map((item) => item.id)).size !== items.length)
    throw new AdminRefusal(400, 'INVALID_FIELD', {}, 'items: an item is listed twice');
  const now = deps.now();
  const withOrder = (document: unknown, order: number): ContentDocument =>
    ({ ...(document as Record<string, unknown>), order }) as ContentDocument;
  await deps.db.transaction(async (tx) => {
    for (const [index, item] of items.entries()) {
      const order = orderAt(index);
      const row = await findContent(tx, actor.tenantId, type, item.id, false, false);
      if (!row) throw new AdminRefusal(404, 'CONTENT_NOT_FOUND');
      const draftAt = (row.draft as { order?: unknown }).order;
      const publishedAt = (row.published as { order?: unknown } | null)?.order;
      if (row.version === item.version && draftAt === order && (row.published === null || publishedAt === order))
        continue;
      await changeRow(
        tx,
        actor,
        type,
        item.id,
        item.version,
        'save',
        (current) => ({
          ...keep(current, type),
          draft: withOrder(current.draft, order),
          published: current.published ? withOrder(current.published, order) : null,
        }),
        now,
        false,
        'content_reorder',
      );
    }
  });
}

/** The draft of `fromVersion` (from the audit log) becomes the draft again, checked like a save. */
export async function restoreItem<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  id: string,
  body: ContentRestoreRequest,
): Promise<AdminContentItem<T>> {
  const item = await change(
    deps,
    actor,
    type,
    id,
    body.version,
    'restore',
    async (row, tx) => {
      const entry = await findContentAudit(tx, actor.tenantId, id, body.fromVersion);
      if (!entry) throw new AdminRefusal(404, 'CONTENT_VERSION_NOT_FOUND');
      const draft = preparedDocument(type, (entry.snapshot as ContentSnapshot).draft);
      // A deleted item comes back unpublished: what customers see is decided by the next publish.
      return row.deleted
        ? {
            ...keep(row, type),
            draft,
            uniqueKey: uniqueKeyOf(type, draft),
            published: null,
            publishAt: null,
            unpublishAt: null,
          }
        : { ...keep(row, type), draft, uniqueKey: uniqueKeyOf(type, draft) };
    },
    true,
  );
  return item!;
}

function historyEntry<T extends ContentType>(row: AuditRow): ContentHistoryEntry<T> {
  const previous = (row.previous ?? null) as ContentSnapshot<T> | null;
  const snapshot = row.snapshot as ContentSnapshot<T>;
  return {
    version: row.version,
    action: row.action as ContentAction,
    at: row.at.toISOString(),
    by:
      row.staffId === null ? null : { staffId: row.staffId, staffCode: row.staffCode ?? '', name: row.staffName ?? '' },
    previous,
    snapshot,
    changes: contentChanges(previous?.draft ?? {}, snapshot.draft),
  };
}

/** Changes the dashboard shows. */
const ACTIVITY_SHOWN = 30;

/** The latest changes of the content types the caller's roles open (docs/admin.md#audit). */
export async function contentActivity(deps: AdminDeps, actor: AdminActor): Promise<ContentActivityResponse> {
  const types = editableContentTypes(actor);
  const rows = await listContentActivity(deps.db, actor.tenantId, types, ACTIVITY_SHOWN);
  return {
    entries: rows.map((row) => ({
      type: row.type as ContentType,
      id: row.itemId,
      version: row.version,
      action: row.action as ContentAction,
      at: row.at.toISOString(),
      by:
        row.staffId === null
          ? null
          : { staffId: row.staffId, staffCode: row.staffCode ?? '', name: row.staffName ?? '' },
    })),
  };
}

export async function itemHistory<T extends ContentType>(
  deps: AdminDeps,
  actor: AdminActor,
  type: T,
  id: string,
): Promise<ContentHistoryResponse<T>> {
  const { item } = await getItem(deps, actor, type, id, true);
  const rows = await listContentAudit(deps.db, actor.tenantId, id, CONTENT_HISTORY_MAX_ENTRIES);
  return { item, entries: rows.map((row) => historyEntry<T>(row)) };
}
