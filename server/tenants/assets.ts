/**
 * Asset rule: every asset a tenant names (logo, banner, login and footer images, font stylesheet,
 * site logos, and the files a stylesheet loads) exists inside tenants/<id>/ and does not escape it.
 * Asset fields are found through the schema ($defs/assetPath), so a new image field is checked too.
 */
import { readdirSync, readFileSync, realpathSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Tenant } from '../../src/generated/tenant';
import type { PointedMessage } from './problems';
import { displayFile } from './report';
import { tenantSchema } from './schema-validator';
import { isSchemaNode, walkWithSchema, type SchemaNode } from './schema-walk';

export interface AssetReference {
  pointer: string;
  path: string;
}

const assetDefinition = isSchemaNode(tenantSchema.$defs) ? tenantSchema.$defs.assetPath : undefined;
const isAssetDefinition = (s: SchemaNode): boolean => s === assetDefinition;

export function isRemoteAsset(p: string): boolean {
  return p.startsWith('https://');
}

/** Every asset path in the tenant, with where it is, in document order. */
export function assetReferences(tenant: Tenant): AssetReference[] {
  return assetReferencesIn(tenantSchema, tenant);
}

/** Every asset path in a document of `root`'s schema (the tenant, a catalogue) whose walk knows the tenant's assetPath definition. */
export function assetReferencesIn(root: SchemaNode, document: unknown): AssetReference[] {
  const out: AssetReference[] = [];
  walkWithSchema(root, document, ({ value, pointer, schemas }) => {
    if (typeof value === 'string' && schemas.some(isAssetDefinition)) out.push({ pointer, path: value });
  }, isAssetDefinition);
  return out;
}

/** A folder as an operator would type it: relative to the working directory when inside it. */
function displayFolder(folder: string): string {
  return `${displayFile(folder)}/`;
}

function isInside(folder: string, target: string): boolean {
  const rel = path.relative(folder, target);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

type FileCheck = { ok: true; absolute: string } | { ok: false; reason: 'escapes' | 'missing' | 'folder' };

/**
 * Where a path really leads (symbolic links followed), or null when nothing is there. The native
 * realpath is one call; Node's own walks the path with an lstat per folder, which for a thousand
 * tenants' assets was most of a restart's second of asset checks (docs/architecture.md#tenant-loading).
 */
function realPath(target: string): string | null {
  try {
    return realpathSync.native(target);
  } catch {
    return null;
  }
}

/** A folder an asset sits in: its real path and what it holds, by name. */
interface FolderListing {
  real: string;
  entries: ReadonlyMap<string, Dirent>;
}
/** The folders one tenant's assets sit in (a tenant's forty assets share four or five), each listed once. */
type FolderListings = Map<string, FolderListing | null>;

function listing(folder: string, folders: FolderListings): FolderListing | null {
  let found = folders.get(folder);
  if (found === undefined) {
    found = null;
    const real = realPath(folder);
    if (real !== null) {
      try {
        found = { real, entries: new Map(readdirSync(real, { withFileTypes: true }).map((entry) => [entry.name, entry])) };
      } catch {
        // Not a folder, or not readable: nothing in it can be found.
      }
    }
    folders.set(folder, found);
  }
  return found;
}

/**
 * Where a file really is and whether it is a file, or null when nothing is there. Each folder is
 * listed once (its real path, then one readdir) and a file is looked up in its listing, following
 * it only when it is a symbolic link: an lstat per asset was, with the catalogues' images, some
 * twenty thousand calls for a thousand tenants (docs/architecture.md#tenant-loading). Names match
 * exactly, as on the Linux servers that serve them, even where the disk ignores case.
 */
function locate(target: string, folders: FolderListings): { real: string; isFile: boolean } | null {
  const folder = listing(path.dirname(target), folders);
  const entry = folder?.entries.get(path.basename(target));
  if (!folder || !entry) return null;
  const own = path.join(folder.real, entry.name);
  if (!entry.isSymbolicLink()) return { real: own, isFile: entry.isFile() };
  try {
    const real = realPath(own);
    return real === null ? null : { real, isFile: statSync(real).isFile() };
  } catch {
    return null;
  }
}

/** `realFolder` is the asset folder's real path (null when the folder itself is missing). */
function checkFile(assetFolder: string, realFolder: string | null, absolute: string, folders: FolderListings): FileCheck {
  if (!isInside(assetFolder, absolute)) return { ok: false, reason: 'escapes' };
  const found = realFolder === null ? null : locate(absolute, folders);
  if (found === null || realFolder === null) return { ok: false, reason: 'missing' };
  // A symbolic link may point outside the folder even when its own path does not.
  if (!isInside(realFolder, found.real)) return { ok: false, reason: 'escapes' };
  if (!found.isFile) return { ok: false, reason: 'folder' };
  return { ok: true, absolute };
}

/** url(...) references of a stylesheet that name local files (not data:, not remote). */
export function stylesheetUrls(css: string): string[] {
  const urls: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of withoutComments.matchAll(/url\(\s*(?:'([^']*)'|"([^"]*)"|([^)'"\s]*))\s*\)/g)) {
    const url = (m[1] ?? m[2] ?? m[3] ?? '').trim();
    if (url === '' || /^(data:|https?:|\/\/|#)/i.test(url)) continue;
    urls.push(url.replace(/[?#].*$/, ''));
  }
  return urls;
}

export function assetProblems(tenant: Tenant, tenantsDir: string, files: AssetFileChecker = assetFileChecker(tenant.id, tenantsDir)): PointedMessage[] {
  return referenceProblems(assetReferences(tenant), files);
}

/** The asset rule for references found anywhere (the tenant file, its catalogues): inside tenants/<id>/ and present. */
/**
 * Checks paths of one tenant's asset folder (tenants/<id>/): inside it (links followed), present,
 * a file. One checker lists each folder once for every path it is asked about: one per tenant file
 * checked, shared by its assets, its catalogues' and its starting content's images. Returns why a
 * path fails, or where the file is.
 */
export function assetFileChecker(tenantId: string, tenantsDir: string) {
  const folder = path.resolve(tenantsDir, tenantId);
  const shownFolder = displayFolder(folder);
  let realFolder: string | null | undefined;
  const folders: FolderListings = new Map();
  return {
    folder,
    shownFolder,
    check(relative: string, from: string = folder): FileCheck {
      if (realFolder === undefined) realFolder = realPath(folder);
      return checkFile(folder, realFolder, path.resolve(from, relative), folders);
    },
    /** The message for a path that fails, as every asset rule words it. */
    why(relative: string, reason: Exclude<FileCheck, { ok: true }>['reason']): string {
      return {
        escapes: `must stay inside the tenant's asset folder ${shownFolder} (got ${JSON.stringify(relative)})`,
        missing: `file not found: ${shownFolder}${relative}`,
        folder: `${JSON.stringify(relative)} in ${shownFolder} is a folder, not a file`,
      }[reason];
    },
  };
}

export type AssetFileChecker = ReturnType<typeof assetFileChecker>;

export function referenceProblems(references: readonly AssetReference[], files: AssetFileChecker): PointedMessage[] {
  const problems: PointedMessage[] = [];
  for (const ref of references) {
    if (isRemoteAsset(ref.path)) continue;
    const result = files.check(ref.path);
    if (!result.ok) {
      problems.push({ pointer: ref.pointer, message: files.why(ref.path, result.reason) });
      continue;
    }
    if (ref.path.toLowerCase().endsWith('.css')) {
      for (const url of stylesheetUrls(readFileSync(result.absolute, 'utf8'))) {
        const inner = files.check(url, path.dirname(result.absolute));
        if (!inner.ok) {
          const why = { escapes: `points outside ${files.shownFolder}`, missing: `is not in ${files.shownFolder}`, folder: 'is a folder, not a file' }[inner.reason];
          problems.push({ pointer: ref.pointer, message: `stylesheet ${JSON.stringify(ref.path)} loads ${JSON.stringify(url)}, which ${why}` });
        }
      }
    }
  }
  return problems;
}
