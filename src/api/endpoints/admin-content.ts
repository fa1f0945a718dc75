/**
 * The admin content API (docs/admin.md#api): plain JSON over REST under the tenant's cloud base,
 * `/cloud/{tenant}/admin/...`, with the staff token. No envelope: the HTTP status says the outcome
 * (401 no staff session, 403 the role is missing, 409 someone else changed the item, 400 refused).
 */
import type { ContentType } from '../../lib/admin-routes';

export type ContentDocument = Record<string, unknown>;

export interface ContentItem {
  id: string;
  type: ContentType;
  version: number;
  status: string;
  draft: ContentDocument;
  published: ContentDocument | null;
  publishAt: string | null;
  unpublishAt: string | null;
  updatedBy: string | null;
  updatedAt: string;
}

export interface AuditEntry {
  version: number;
  action: string;
  staffCode: string | null;
  at: string;
  document: ContentDocument | null;
}

export interface AdminMe {
  staffCode: string;
  name: string;
  roles: string[];
  admin: boolean;
}

export interface AdminMember {
  staffCode: string;
  name: string;
  phone?: string | null;
  roles: string[];
  admin: boolean;
}

/** What a call answered: the body on success, else why not. */
export type AdminAnswer<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'conflict' }
  | { kind: 'forbidden' }
  | { kind: 'unauthorised' }
  | { kind: 'not-found' }
  | { kind: 'refused'; code: string | null; message: string | null };

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

function problemOf(body: unknown): { code: string | null; message: string | null } {
  if (typeof body !== 'object' || body === null) return { code: null, message: null };
  const record = body as Record<string, unknown>;
  const problem = (typeof record.problem === 'object' && record.problem !== null ? record.problem : record) as Record<string, unknown>;
  return {
    code: typeof problem.code === 'string' ? problem.code : null,
    message: typeof problem.message === 'string' ? problem.message : null,
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
      if (response.status === 403) return { kind: 'forbidden' };
      if (response.status === 404) return { kind: 'not-found' };
      if (response.status === 409) return { kind: 'conflict' };
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
  members: () => 'members',
  member: (staffCode: string) => `members/${part(staffCode)}`,
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

/** The customers' read: published, in-window content merged over the tenant file's starting content. */
export interface SiteContentItem {
  id: string;
  document: ContentDocument;
}
export type SiteContent = Partial<Record<ContentType, SiteContentItem[]>>;

export async function fetchSiteContent(cloudBase: string, params: { layout: string; lang: string }, fetchImpl: typeof fetch = globalThis.fetch): Promise<SiteContent> {
  const query = new URLSearchParams(params).toString();
  const response = await fetchImpl(`${cloudBase.replace(/\/+$/, '')}/content?${query}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`content: HTTP ${response.status}`);
  return (await response.json()) as SiteContent;
}
