/**
 * The admin content area's wire format (issue 15; docs/admin.md#api): the content types, the paths of
 * the admin calls and the customer read, and their request and answer shapes. The server
 * (server/routes/admin) and the admin screens (src/features/admin) both code against this file.
 *
 * Transport: plain JSON both ways (no tenant packaging). A success answers the type named below
 * (HTTP 200, or 201 for a create). A failure answers the envelope error shape every /cloud/ path
 * uses: `{ success: false, result: { rtn: -1, dispMsg, problem: { code, params } } }` (AdminError),
 * with the catalogue code in `problem.code` (src/protocol/messages.ts) — show that code translated.
 *
 * Authentication: the staff session of docs/staff.md. Sign in with `POST /cloud/{tenant}/staff/signIn`
 * and unlock with the PIN (`staff/unlock`), then send `Authorization: Bearer <staff token>` on every
 * admin call. No token or an unknown one: 401 LOGIN_EXPIRED; a customer token: 403 NO_PERMISSION; a
 * locked session: 403 STAFF_PIN_NEEDED; a staff member without a role the call needs (the route ->
 * roles table of src/lib/admin-routes.ts): 403 NO_PERMISSION.
 */
import { UI_LANGUAGES, type UiLanguage } from '../lib/server-language';
import type { CarouselSlide } from '../generated/content/carousel';
import type { Client } from '../generated/content/client';
import type { ConfigurationEntry } from '../generated/content/configuration';
import type { ContactUsEntry } from '../generated/content/contactUs';
import type { FooterBlock } from '../generated/content/footer';
import type { SitePage } from '../generated/content/page';
import type { Partner } from '../generated/content/partner';
import type { Product } from '../generated/content/product';
import type { Project } from '../generated/content/project';
import type { Solution } from '../generated/content/solution';
import type { WhyUsPoint } from '../generated/content/whyUs';
import type { AdminContentPublishRequest } from '../generated/api/admin-content-publish.request';
import type { AdminContentRestoreRequest } from '../generated/api/admin-content-restore.request';
import type { AdminContentVersionRequest } from '../generated/api/admin-content-version.request';
import type { AdminMemberCreateRequest } from '../generated/api/admin-member-create.request';
import type { AdminMemberUpdateRequest } from '../generated/api/admin-member-update.request';
import type { Problem } from '../generated/api/problem';

/** The content types, each a JSON Schema in schemas/content/<type>.schema.json. */
export const CONTENT_TYPES = [
  'carousel',
  'footer',
  'project',
  'solution',
  'partner',
  'product',
  'whyUs',
  'client',
  'contactUs',
  'page',
  'configuration',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

/** The document of each content type (the generated type of its schema). */
export interface ContentDocuments {
  carousel: CarouselSlide;
  footer: FooterBlock;
  project: Project;
  solution: Solution;
  partner: Partner;
  product: Product;
  whyUs: WhyUsPoint;
  client: Client;
  contactUs: ContactUsEntry;
  page: SitePage;
  configuration: ConfigurationEntry;
}
export type ContentDocument<T extends ContentType = ContentType> = ContentDocuments[T];

/**
 * The languages content text may be written in: every UI language (a ContentText per-language map has
 * these keys; content-schemas.test.ts holds the schema to the same list). The admin form shows those
 * the tenant offers (docs/admin.md#languages).
 */
export const CONTENT_LANGUAGES = UI_LANGUAGES;
export type ContentLanguage = UiLanguage;

/**
 * Where an item stands, by the server's clock (src/lib/admin-content-rules.ts `publicationState`):
 * draft: never published (or unpublished); scheduled: published with a publishAt still to come;
 * live: customers see it; ended: its unpublishAt has passed.
 */
export type PublicationState = 'draft' | 'scheduled' | 'live' | 'ended';

/** Who made a change. */
export interface ContentEditor {
  staffId: string;
  staffCode: string;
  name: string;
}

/** One content item as the admin screens see it. */
export interface AdminContentItem<T extends ContentType = ContentType> {
  type: T;
  /** uuid. */
  id: string;
  /** Bumped by every change; send it back with the next change (a stale one answers 409 CONTENT_VERSION_CONFLICT). */
  version: number;
  /** What the editor saved last. */
  draft: ContentDocument<T>;
  /** What customers see (within the window), or null when not published. */
  published: ContentDocument<T> | null;
  /** ISO times of the publication window; null: at once / never ends. */
  publishAt: string | null;
  unpublishAt: string | null;
  state: PublicationState;
  /** The draft differs from what is published (or nothing is published). */
  hasUnpublishedChanges: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: ContentEditor | null;
  /** In the bin: customers do not see it; restore brings it back. */
  deleted: boolean;
  /**
   * Set (in the list) when this item overrides a starting item of the tenant file: that item's key
   * (`tenant-file:{id}`). Customers see the starting item until this one goes live; deleting this one
   * hides both (docs/admin.md#starting-content).
   */
  startingKey?: string;
}

/**
 * An item of the tenant file's starting content that no admin item overrides yet (the tenant file's
 * `siteContent` for every type but pages, its `pages` for pages; docs/admin.md#starting-content).
 * Customers see it until its override goes live. 'Edit' in the admin screens creates the override:
 * POST the list path with `{ document, startingKey: key }` (ContentCreateRequest); the new item's id
 * is `overrideId`.
 */
export interface StartingContentItem<T extends ContentType = ContentType> {
  type: T;
  /** Stable key: `tenant-file:{id}` (a page's: `tenant-file:{pageId}`). */
  key: string;
  /** The id the admin item overriding this one has (derived from tenant, type and key). */
  overrideId: string;
  document: ContentDocument<T>;
}

/**
 * One field of a refused document (docs/admin.md#field-errors): where, as a JSON pointer into the
 * document ('/html', '/links/1/to'), and why. An admin error answer carries them as `result.fields`;
 * the forms show each at its field.
 */
export interface ContentFieldProblem {
  pointer: string;
  /** required, empty, tooLong, link, type, notAllowed, invalid, or the refusal's catalogue code (PAGE_ID_DUPLICATE). */
  reason: string;
  /** The length limit of tooLong. */
  limit?: number;
  /** The server's English ('html: is required'). */
  message: string;
}

/** A content type's JSON Schema with the shared parts (content-common) inlined: ready for @rjsf or ajv. */
export type ContentSchema = Record<string, unknown>;

// ---- Admin calls ------------------------------------------------------------------------------

/** Path builders; every path is under the tenant's cloud base. */
export const adminPaths = {
  me: (tenant: string) => `/cloud/${enc(tenant)}/admin/me`,
  contentTypes: (tenant: string) => `/cloud/${enc(tenant)}/admin/content-types`,
  list: (tenant: string, type: ContentType) => `/cloud/${enc(tenant)}/admin/content/${type}`,
  item: (tenant: string, type: ContentType, id: string) => `/cloud/${enc(tenant)}/admin/content/${type}/${enc(id)}`,
  publish: (tenant: string, type: ContentType, id: string) => `${adminPaths.item(tenant, type, id)}/publish`,
  unpublish: (tenant: string, type: ContentType, id: string) => `${adminPaths.item(tenant, type, id)}/unpublish`,
  history: (tenant: string, type: ContentType, id: string) => `${adminPaths.item(tenant, type, id)}/history`,
  restore: (tenant: string, type: ContentType, id: string) => `${adminPaths.item(tenant, type, id)}/restore`,
  /** GET ?lang= : the customer content with this item's draft in place of its published version. */
  preview: (tenant: string, type: ContentType, id: string) => `${adminPaths.item(tenant, type, id)}/preview`,
  assets: (tenant: string) => `/cloud/${enc(tenant)}/admin/assets`,
  members: (tenant: string) => `/cloud/${enc(tenant)}/admin/members`,
  member: (tenant: string, id: string) => `/cloud/${enc(tenant)}/admin/members/${enc(id)}`,
  actions: (tenant: string) => `/cloud/${enc(tenant)}/admin/actions`,
  activity: (tenant: string) => `/cloud/${enc(tenant)}/admin/activity`,
} as const;

/** Customer reads (no token needed): published, in-window content over the tenant file's. */
export const contentPaths = {
  all: (tenant: string) => `/cloud/${enc(tenant)}/content`,
} as const;

function enc(part: string): string {
  return encodeURIComponent(part);
}

/** GET admin/me. */
export interface AdminMeResponse {
  staff: ContentEditor & { roles: string[]; admin: boolean };
  /** The admin routes (src/lib/admin-routes.ts ids) this staff member may open, in menu order. */
  routes: string[];
}

/** GET admin/content-types: each type, the role that edits it and its schema. */
export interface ContentTypesResponse {
  types: { type: ContentType; roles: string[]; schema: ContentSchema }[];
}

/** GET admin/content/{type}. */
export interface ContentListResponse<T extends ContentType = ContentType> {
  type: T;
  schema: ContentSchema;
  items: AdminContentItem<T>[];
  starting: StartingContentItem<T>[];
  /** Deleted items (latest first): their history can be read, and restore brings one back as a draft. */
  deleted: AdminContentItem<T>[];
}

/** GET admin/content/{type}/{id}. */
export interface ContentGetResponse<T extends ContentType = ContentType> {
  schema: ContentSchema;
  item: AdminContentItem<T>;
}

/** POST admin/content/{type} (answers 201 AdminContentItem). */
export interface ContentCreateRequest<T extends ContentType = ContentType> {
  document: ContentDocument<T>;
  /** Editing a starting item: its `key`; the new item overrides it (StartingContentItem). */
  startingKey?: string;
}

/** PUT admin/content/{type}/{id}: saves the draft (answers AdminContentItem). */
export interface ContentSaveRequest<T extends ContentType = ContentType> {
  version: number;
  document: ContentDocument<T>;
}

/**
 * POST .../publish: the draft becomes what customers see, at once or from publishAt, until unpublishAt.
 * POST .../unpublish and DELETE .../{id} (JSON body): { version }.
 * POST .../restore: the draft becomes the draft of `fromVersion` (a new version; publish to show it);
 *   a deleted item comes back (as a draft, not published).
 * (Generated from schemas/api/admin-content-*.request.json, which the server validates bodies with.)
 */
export type ContentPublishRequest = AdminContentPublishRequest;
export type ContentVersionRequest = AdminContentVersionRequest;
export type ContentRestoreRequest = AdminContentRestoreRequest;

export type ContentAction = 'create' | 'save' | 'publish' | 'unpublish' | 'delete' | 'restore';

/** What an item was after a change: enough to show it and to restore it. */
export interface ContentSnapshot<T extends ContentType = ContentType> {
  draft: ContentDocument<T>;
  published: ContentDocument<T> | null;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** One field that differs between two versions' drafts. */
export interface ContentChange {
  /** Dotted path of the field, e.g. "title.en-gb" or "links[1].to". */
  field: string;
  before: unknown;
  after: unknown;
}

/** One entry of an item's audit log, newest first. */
export interface ContentHistoryEntry<T extends ContentType = ContentType> {
  /** The version this change made. */
  version: number;
  action: ContentAction;
  at: string;
  by: ContentEditor | null;
  /** The item before the change (null for create). */
  previous: ContentSnapshot<T> | null;
  /** The item after the change; restore {fromVersion: version} brings back its draft. */
  snapshot: ContentSnapshot<T>;
  /** The draft's fields this change altered (readable diff of previous.draft -> snapshot.draft). */
  changes: ContentChange[];
}

/** GET admin/activity: the latest content changes of the types the caller may edit, newest first. */
export interface ContentActivityResponse {
  entries: {
    type: ContentType;
    id: string;
    version: number;
    action: ContentAction;
    at: string;
    by: ContentEditor | null;
  }[];
}

/** GET .../history. */
export interface ContentHistoryResponse<T extends ContentType = ContentType> {
  item: AdminContentItem<T>;
  entries: ContentHistoryEntry<T>[];
}

/** POST admin/assets (multipart/form-data, one file field named "file"): answers 201. */
export interface AssetUploadResponse {
  /** The URL to put in an image field: /tenant-assets/{tenant}/uploads/{sha256}.{ext}. */
  url: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  bytes: number;
  width: number;
  height: number;
}

/** One upload of the tenant's media library (GET admin/assets). */
export interface MediaLibraryImage extends AssetUploadResponse {
  uploadedAt: string;
  /** The staff member who uploaded it; null once they are gone. */
  uploadedBy: string | null;
}

/** GET admin/assets: the tenant's uploads, newest first (docs/admin.md#media-library). */
export interface MediaLibraryResponse {
  images: MediaLibraryImage[];
}

/** A staff member as the members screen sees them (no hashes). */
export interface AdminMember {
  id: string;
  staffCode: string;
  name: string;
  phone: string | null;
  roles: string[];
  admin: boolean;
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET admin/members. */
export interface MembersListResponse {
  members: AdminMember[];
  /** Every role a member may be given (staff functions' and the admin area's). */
  roles: string[];
}

/** POST admin/members (answers 201 AdminMember); PUT admin/members/{id}: only the fields sent change (answers AdminMember). */
export type MemberCreateRequest = AdminMemberCreateRequest;
export type MemberUpdateRequest = AdminMemberUpdateRequest;

/** GET admin/actions: the tenant's staff action log, newest first (members role). */
export interface StaffActionsResponse {
  actions: { staffCode: string | null; action: string; subject: string; detail: string; at: string }[];
}

/** Any failed admin or content call. */
export interface AdminError {
  success: false;
  result: { rtn: number; dispMsg: string; problem: Problem };
}

// ---- Customer read ----------------------------------------------------------------------------

/** One item customers see: from an admin's published version, or from the tenant file. */
export interface PublishedContentItem<T extends ContentType = ContentType> {
  type: T;
  /** The admin item's id, or a starting item's key (`tenant-file:{id}`). */
  id: string;
  source: 'admin' | 'tenant-file';
  document: ContentDocument<T>;
}

/**
 * GET /cloud/{tenant}/content: what customers see now, per type, sorted by `order` (then creation).
 * Configurations are included (a public part of the tenant's settings). Page html is already
 * sanitised; render it through DOMPurify anyway.
 * Image fields may be a file of the tenant's asset folder (logo.svg): load them through
 * `contentImageUrl` (src/lib/admin-content-rules.ts). Text fields are ContentText: resolve by language
 * like the tenant file's tenantText (src/lib/local-text.ts `tenantText`).
 */
export interface SiteContentResponse {
  tenant: string;
  /** The server's clock when answered (the sandbox clock in tests). */
  at: string;
  items: { [T in ContentType]: PublishedContentItem<T>[] };
}
