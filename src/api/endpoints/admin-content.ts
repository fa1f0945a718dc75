/**
 * The admin content API (docs/admin.md#api): plain JSON over REST under the tenant's cloud base,
 * `/cloud/{tenant}/admin/...`, with the staff token. No envelope: the HTTP status says the outcome
 * (401 no staff session, 403 the role is missing, 409 someone else changed the item, 400 refused).
 */
import type { ContentFieldProblem, ContentType } from '../../protocol/admin-content';

export type ContentDocument = Record<string, unknown>;

/** Who made a change. */
export interface ContentEditor {
  staffId: string;
  staffCode: string;
  name: string;
}

/** One content item as the admin screens see it (src/protocol/admin-content.ts AdminContentItem). */
export interface ContentItem {
  type: ContentType;
  id: string;
  version: number;
  draft: ContentDocument;
  published: ContentDocument | null;
  publishAt: string | null;
  unpublishAt: string | null;
  state: 'draft' | 'scheduled' | 'live' | 'ended';
  hasUnpublishedChanges: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: ContentEditor | null;
}

export interface StartingItem {
  type: ContentType;
  key: string;
  document: ContentDocument;
}

export type ContentSchema = Record<string, unknown>;

export interface ContentListAnswer {
  type: ContentType;
  schema: ContentSchema;
  items: ContentItem[];
  starting: StartingItem[];
  /** The bin: deleted items, latest first (restore brings one back as a draft). */
  deleted: ContentItem[];
}

/** GET admin/activity: the latest content changes of the types the caller may edit, newest first. */
export interface ActivityAnswer {
  entries: { type: ContentType; id: string; version: number; action: string; at: string; by: ContentEditor | null }[];
}

export interface ContentGetAnswer {
  schema: ContentSchema;
  item: ContentItem;
}

export interface ContentSnapshot {
  draft: ContentDocument;
  published: ContentDocument | null;
  publishAt: string | null;
  unpublishAt: string | null;
}

export interface AuditEntry {
  version: number;
  action: string;
  at: string;
  by: ContentEditor | null;
  previous: ContentSnapshot | null;
  snapshot: ContentSnapshot;
  changes: { field: string; before: unknown; after: unknown }[];
}

export interface HistoryAnswer {
  item: ContentItem;
  entries: AuditEntry[];
}

export interface AdminMeAnswer {
  staff: ContentEditor & { roles: string[]; admin: boolean };
  routes: string[];
}

export interface AdminMember {
  id: string;
  staffCode: string;
  name: string;
  phone: string | null;
  roles: string[];
  admin: boolean;
  disabled: boolean;
}

export interface MembersAnswer {
  members: AdminMember[];
  roles: string[];
}

/** What a call answered: the body on success, else why not. */
export type AdminAnswer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'conflict' }
  /** 403: a role the call needs is missing (code NO_PERMISSION), or a rule refused it (a role the caller may not give). */
  | { kind: 'forbidden'; code?: string | null }
  | { kind: 'unauthorised' }
  | { kind: 'not-found' }
  /** `fields`: the fields of a refused document at fault, by JSON pointer (docs/admin.md#field-errors). */
  | { kind: 'refused'; code: string | null; message: string | null; fields?: ContentFieldProblem[] };

export interface AdminClient {
  call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<AdminAnswer<T>>;
}

export interface AdminClientOptions {
  /** The tenant's cloud base, e.g. /cloud/harbourpark. */
  cloudBase: string;
  getToken: () => string | null;
  /** A 401: the staff session is gone. */
  onUnauthorised: () => void;
  fetchImpl?: typeof fetch;
}

const isFieldProblem = (value: unknown): value is ContentFieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContentFieldProblem).pointer === 'string' &&
  typeof (value as ContentFieldProblem).reason === 'string' &&
  typeof (value as ContentFieldProblem).message === 'string';

function problemOf(body: unknown): { code: string | null; message: string | null; fields?: ContentFieldProblem[] } {
  if (typeof body !== 'object' || body === null) return { code: null, message: null };
  // The /cloud/ error envelope: { success: false, result: { rtn, dispMsg, problem: { code, params }, fields? } }.
  const result = (body as { result?: { dispMsg?: unknown; problem?: { code?: unknown }; fields?: unknown } }).result;
  const fields = Array.isArray(result?.fields) ? result.fields.filter(isFieldProblem) : [];
  return {
    code: typeof result?.problem?.code === 'string' ? result.problem.code : null,
    message: typeof result?.dispMsg === 'string' ? result.dispMsg : null,
    ...(fields.length > 0 ? { fields } : {}),
  };
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  return {
    async call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<AdminAnswer<T>> {
      const token = options.getToken();
      const fetchImpl = options.fetchImpl ?? globalThis.fetch;
      const response = await fetchImpl(`${options.cloudBase.replace(/\/+$/, '')}/admin/${path.replace(/^\/+/, '')}`, {
        method,
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = undefined;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (response.ok) return { kind: 'ok', value: parsed as T };
      if (response.status === 401) {
        options.onUnauthorised();
        return { kind: 'unauthorised' };
      }
      if (response.status === 403) return { kind: 'forbidden', code: problemOf(parsed).code };
      if (response.status === 404) return { kind: 'not-found' };
      if (response.status === 409) {
        // Only a stale version is a conflict to reload; a taken page id or name says so (docs/admin.md#api).
        const problem = problemOf(parsed);
        return problem.code === null || problem.code === 'CONTENT_VERSION_CONFLICT'
          ? { kind: 'conflict' }
          : { kind: 'refused', ...problem };
      }
      return { kind: 'refused', ...problemOf(parsed) };
    },
  };
}

const part = encodeURIComponent;

export const adminPaths = {
  me: () => 'me',
  list: (type: ContentType) => `content/${part(type)}`,
  item: (type: ContentType, id: string) => `content/${part(type)}/${part(id)}`,
  publish: (type: ContentType, id: string) => `content/${part(type)}/${part(id)}/publish`,
  unpublish: (type: ContentType, id: string) => `content/${part(type)}/${part(id)}/unpublish`,
  history: (type: ContentType, id: string) => `content/${part(type)}/${part(id)}/history`,
  restore: (type: ContentType, id: string) => `content/${part(type)}/${part(id)}/restore`,
  preview: (type: ContentType, id: string) => `content/${part(type)}/${part(id)}/preview`,
  /** POST { items: [{ id, version }] }: arrange an ordered type (docs/admin.md#ordering). */
  order: (type: ContentType) => `content/${part(type)}/order`,
  activity: () => 'activity',
  members: () => 'members',
  member: (id: string) => `members/${part(id)}`,
  /** GET: the media library (docs/admin.md#media-library); POST: an upload (uploadAsset). */
  assets: () => 'assets',
};

/** Uploads an image (multipart) and answers its URL in the tenant's asset space. */
export async function uploadAsset(options: AdminClientOptions, file: File): Promise<AdminAnswer<{ url: string }>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = options.getToken();
  const fetchImpl = options.fetchImpl ?? globalThis.fetch;
  const response = await fetchImpl(`${options.cloudBase.replace(/\/+$/, '')}/admin/${adminPaths.assets()}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return { kind: 'ok', value: body as { url: string } };
  if (response.status === 401) return { kind: 'unauthorised' };
  if (response.status === 403) return { kind: 'forbidden' };
  return { kind: 'refused', ...problemOf(body) };
}
