/**
 * What customers see (docs/admin.md#customer-read): for each content type, the tenant file's
 * starting content with every published admin item in its window laid over it, sorted by `order`.
 * A starting item gives way (docs/admin.md#starting-content) once its override has gone live (and
 * for good while it stays published, even after its window or a slide's show window ends), when its
 * override is deleted, and when a live admin item takes its unique key (a page's pageId, a
 * configuration's name). Read from the database on every request and
 * judged by the server's clock, so a publish shows at once on every server process sharing the
 * database, and a scheduled one appears when its time comes (the sandbox clock included).
 */
import { compareContent, isLiveAt, isShownAt, publicationState } from '../../../src/lib/admin-content-rules';
import {
  CONTENT_TYPES,
  type ContentDocument,
  type ContentType,
  type PublishedContentItem,
  type SiteContentResponse,
} from '../../../src/protocol/admin-content';
import { findContentLinks, listPublishedContent, type ContentLinkRow } from '../../db/repositories/content-repository';
import { AdminRefusal, type AdminActor, type AdminDeps } from './admin-deps';
import { startingContent } from './starting-content';
import { findContent } from '../../db/repositories/content-repository';

interface Candidate {
  item: PublishedContentItem;
  order: number | undefined;
  createdAt: string;
}

function orderOf(document: ContentDocument): number | undefined {
  return 'order' in document && typeof document.order === 'number' ? document.order : undefined;
}

function candidate(
  type: ContentType,
  id: string,
  source: PublishedContentItem['source'],
  document: ContentDocument,
  createdAt: string,
): Candidate {
  return { item: { type, id, source, document } as PublishedContentItem, order: orderOf(document), createdAt };
}

/** Whether a published document shows now by its own rules (a slide's show-from/show-until). */
function showsNow(type: ContentType, document: ContentDocument, now: Date): boolean {
  if (type !== 'carousel') return true;
  const slide = document as ContentDocument<'carousel'>;
  return isShownAt(slide.showFrom, slide.showUntil, now);
}

/** The unique key a live admin item takes from a starting item of the same type. */
function uniqueKeyOf(type: ContentType, document: ContentDocument): string | null {
  if (type === 'page') return (document as ContentDocument<'page'>).pageId;
  if (type === 'configuration') return (document as ContentDocument<'configuration'>).name;
  return null;
}

/** Whether the override row hides its starting item now: deleted, or published and its start passed (live or ended). */
function replacesStart(row: ContentLinkRow, now: Date): boolean {
  if (row.deleted) return true;
  const state = publicationState(
    { published: row.status === 'published', publishAt: row.publishAt, unpublishAt: row.unpublishAt },
    now,
  );
  return state === 'live' || state === 'ended';
}

/** Starting content, then the admin items over it; `override` (a preview) stands in for one item. */
async function assemble(
  deps: AdminDeps,
  tenantId: string,
  now: Date,
  override?: { type: ContentType; id: string; document: ContentDocument },
): Promise<SiteContentResponse> {
  const tenant = deps.tenantById(tenantId);
  const byType = new Map<ContentType, Candidate[]>(CONTENT_TYPES.map((type) => [type, []]));
  const rows = await listPublishedContent(deps.db, tenantId);
  const admin: Candidate[] = [];
  for (const row of rows) {
    const type = row.type as ContentType;
    if (!byType.has(type) || (override && override.id === row.id)) continue;
    const document = row.published as ContentDocument;
    if (
      !isLiveAt({ published: true, publishAt: row.publishAt, unpublishAt: row.unpublishAt }, now) ||
      !showsNow(type, document, now)
    )
      continue;
    admin.push(candidate(type, row.id, 'admin', document, row.createdAt.toISOString()));
  }
  if (override) admin.push(candidate(override.type, override.id, 'admin', override.document, ''));
  const keysTaken = new Set(admin.map((c) => `${c.item.type}\u0000${uniqueKeyOf(c.item.type, c.item.document) ?? ''}`));
  const starts = tenant ? CONTENT_TYPES.flatMap((type) => startingContent(tenant, type)) : [];
  const links = new Map(
    (
      await findContentLinks(
        deps.db,
        tenantId,
        starts.map((start) => start.overrideId),
      )
    ).map((row) => [row.id, row]),
  );
  for (const start of starts) {
    const link = links.get(start.overrideId);
    // A previewed override counts as live: the preview shows the site as if it were published now.
    if (override?.id === start.overrideId || (link && replacesStart(link, now))) continue;
    const key = uniqueKeyOf(start.type, start.document);
    if (key !== null && keysTaken.has(`${start.type}\u0000${key}`)) continue;
    byType.get(start.type)!.push(candidate(start.type, start.key, 'tenant-file', start.document, ''));
  }
  for (const c of admin) byType.get(c.item.type)!.push(c);
  const items = Object.fromEntries(
    CONTENT_TYPES.map((type) => [
      type,
      byType
        .get(type)!
        .sort((a, b) =>
          compareContent(
            { order: a.order, createdAt: a.createdAt, id: a.item.id },
            { order: b.order, createdAt: b.createdAt, id: b.item.id },
          ),
        )
        .map((c) => c.item),
    ]),
  ) as SiteContentResponse['items'];
  return { tenant: tenantId, at: now.toISOString(), items };
}

export async function siteContent(deps: AdminDeps, tenantId: string): Promise<SiteContentResponse> {
  return assemble(deps, tenantId, deps.now());
}

/** The customer content with the item's draft in place, as if published now (docs/admin.md#preview). */
export async function previewItem(
  deps: AdminDeps,
  actor: AdminActor,
  type: ContentType,
  id: string,
): Promise<SiteContentResponse> {
  const row = await findContent(deps.db, actor.tenantId, type, id);
  if (!row) throw new AdminRefusal(404, 'CONTENT_NOT_FOUND');
  return assemble(deps, actor.tenantId, deps.now(), { type, id, document: row.draft as ContentDocument });
}
