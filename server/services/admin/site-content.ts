/**
 * What customers see (docs/admin.md#customer-read): for each content type, the tenant file's
 * starting content with every published admin item in its window laid over it (a page replaces the
 * starting page with its pageId), sorted by `order`. Read from the database on every request and
 * judged by the server's clock, so a publish shows at once on every server process sharing the
 * database, and a scheduled one appears when its time comes (the sandbox clock included).
 */
import { compareContent, isLiveAt, isShownAt } from '../../../src/lib/admin-content-rules';
import { CONTENT_TYPES, type ContentDocument, type ContentType, type PublishedContentItem, type SiteContentResponse } from '../../../src/protocol/admin-content';
import { listPublishedContent } from '../../db/repositories/content-repository';
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

function candidate(type: ContentType, id: string, source: PublishedContentItem['source'], document: ContentDocument, createdAt: string): Candidate {
  return { item: { type, id, source, document } as PublishedContentItem, order: orderOf(document), createdAt };
}

/** Whether a published document shows now by its own rules (a slide's show-from/show-until). */
function showsNow(type: ContentType, document: ContentDocument, now: Date): boolean {
  if (type !== 'carousel') return true;
  const slide = document as ContentDocument<'carousel'>;
  return isShownAt(slide.showFrom, slide.showUntil, now);
}

/** Starting content, then the admin items over it; `override` (a preview) stands in for one item. */
async function assemble(deps: AdminDeps, tenantId: string, now: Date, override?: { type: ContentType; id: string; document: ContentDocument }): Promise<SiteContentResponse> {
  const tenant = deps.tenantById(tenantId);
  const byType = new Map<ContentType, Candidate[]>(CONTENT_TYPES.map((type) => [type, []]));
  const rows = await listPublishedContent(deps.db, tenantId);
  const admin: Candidate[] = [];
  for (const row of rows) {
    const type = row.type as ContentType;
    if (!byType.has(type) || (override && override.id === row.id)) continue;
    const document = row.published as ContentDocument;
    if (!isLiveAt({ published: true, publishAt: row.publishAt, unpublishAt: row.unpublishAt }, now) || !showsNow(type, document, now)) continue;
    admin.push(candidate(type, row.id, 'admin', document, row.createdAt.toISOString()));
  }
  if (override) admin.push(candidate(override.type, override.id, 'admin', override.document, ''));
  const adminPageIds = new Set(admin.filter((c) => c.item.type === 'page').map((c) => (c.item.document as ContentDocument<'page'>).pageId));
  for (const type of CONTENT_TYPES) {
    for (const start of tenant ? startingContent(tenant, type) : []) {
      if (type === 'page' && adminPageIds.has((start.document as ContentDocument<'page'>).pageId)) continue;
      byType.get(type)!.push(candidate(type, start.key, 'tenant-file', start.document, ''));
    }
  }
  for (const c of admin) byType.get(c.item.type)!.push(c);
  const items = Object.fromEntries(
    CONTENT_TYPES.map((type) => [
      type,
      byType
        .get(type)!
        .sort((a, b) => compareContent({ order: a.order, createdAt: a.createdAt, id: a.item.id }, { order: b.order, createdAt: b.createdAt, id: b.item.id }))
        .map((c) => c.item),
    ]),
  ) as SiteContentResponse['items'];
  return { tenant: tenantId, at: now.toISOString(), items };
}

export async function siteContent(deps: AdminDeps, tenantId: string): Promise<SiteContentResponse> {
  return assemble(deps, tenantId, deps.now());
}

/** The customer content with the item's draft in place, as if published now (docs/admin.md#preview). */
export async function previewItem(deps: AdminDeps, actor: AdminActor, type: ContentType, id: string): Promise<SiteContentResponse> {
  const row = await findContent(deps.db, actor.tenantId, type, id);
  if (!row) throw new AdminRefusal(404, 'CONTENT_NOT_FOUND');
  return assemble(deps, actor.tenantId, deps.now(), { type, id, document: row.draft as ContentDocument });
}
