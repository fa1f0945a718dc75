/**
 * Asset rule: every asset a tenant names (logo, banner, login and footer images, font stylesheet,
 * site logos, and the files a stylesheet loads) exists inside tenants/<id>/ and does not escape it.
 * Asset fields are found through the schema ($defs/assetPath), so a new image field is checked too.
 */
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
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

/** Real paths of the folders one tenant's assets sit in: a tenant's twenty assets share four or five. */
type FolderPaths = Map<string, string | null>;

/**
 * Where a file really is and whether it is a file, or null when nothing is there. The folder's
 * real path is looked up once per folder, and the file itself takes one lstat, following it only
 * when it is a symbolic link: a realpath per asset reads every link on its way, one call per
 * folder of the path (docs/architecture.md#tenant-loading).
 */
function locate(target: string, folders: FolderPaths): { real: string; isFile: boolean } | null {
  const folder = path.dirname(target);
  let realFolder = folders.get(folder);
  if (realFolder === undefined) {
    realFolder = realPath(folder);
    folders.set(folder, realFolder);
  }
  if (realFolder === null) return null;
  const own = path.join(realFolder, path.basename(target));
  try {
    const st = lstatSync(own);
    if (!st.isSymbolicLink()) return { real: own, isFile: st.isFile() };
    const real = realPath(own);
    return real === null ? null : { real, isFile: statSync(real).isFile() };
  } catch {
    return null;
  }
}

/** `realFolder` is the asset folder's real path (null when the folder itself is missing). */
function checkFile(assetFolder: string, realFolder: string | null, absolute: string, folders: FolderPaths): FileCheck {
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

export function assetProblems(tenant: Tenant, tenantsDir: string): PointedMessage[] {
  return referenceProblems(assetReferences(tenant), tenant.id, tenantsDir);
}

/** The asset rule for references found anywhere (the tenant file, its catalogues): inside tenants/<id>/ and present. */
/**
 * Checks paths of one tenant's asset folder (tenants/<id>/): inside it (links followed), present,
 * a file. One checker shares the folders' real paths across the paths it is asked about. Returns
 * why a path fails, or where the file is.
 */
export function assetFileChecker(tenantId: string, tenantsDir: string) {
  const folder = path.resolve(tenantsDir, tenantId);
  const shownFolder = displayFolder(folder);
  let realFolder: string | null | undefined;
  const folders: FolderPaths = new Map();
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

export function referenceProblems(references: readonly AssetReference[], tenantId: string, tenantsDir: string): PointedMessage[] {
  const files = assetFileChecker(tenantId, tenantsDir);
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
