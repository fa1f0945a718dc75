/**
 * Which tenant and catalogue contents passed their schema before (docs/architecture.md#tenant-loading):
 * a set of content hashes kept in DATA_DIR across restarts, so a restart of a thousand unchanged
 * tenants does not run the schema validators on each again (about half a second of a 1,000-tenant
 * start). The validators are pure (no defaults written, no coercion), so the same bytes checked by the
 * same validators give the same answer; the set is kept under the generated validators' fingerprint
 * and dropped whole when it differs. Only the schema is skipped: every other rule (assets on disk,
 * themes, catalogue rules, clashes across files) runs at every load. Only passes are remembered, so
 * a file with a problem is checked, and its problem reported, every time.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tenantValidatorsFingerprint } from '../../src/generated/tenant-validators';
import type { SchemaCheck } from './schema-validator';

export type SchemaKind = 'tenant' | 'catalogue';

export interface SchemaValidCache {
  /** The check's answer: a hash this cache holds passes without the validator being run. */
  check<T>(kind: SchemaKind, hash: string | undefined, json: unknown, validate: (json: unknown) => SchemaCheck<T>): SchemaCheck<T>;
  /** Writes the hashes that passed in this process, when any is new (a file of its own, replaced whole). */
  save(): Promise<void>;
}

/** The hash a content is known by: sha256 of its bytes. */
export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64');
}

/**
 * The validators' code hashed by codegen, and the versions of the ajv packages whose helpers and
 * formats that code requires at run time: a change of any of them drops what was remembered.
 */
function validatorsFingerprint(): string {
  const require = createRequire(import.meta.url);
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return `${tenantValidatorsFingerprint} ajv@${version('ajv')} ajv-formats@${version('ajv-formats')}`;
}

interface CacheFile {
  fingerprint: string;
  tenant: string[];
  catalogue: string[];
}

function readCacheFile(file: string, fingerprint: string): CacheFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
    if (parsed.fingerprint !== fingerprint || !Array.isArray(parsed.tenant) || !Array.isArray(parsed.catalogue)) return null;
    return { fingerprint, tenant: parsed.tenant.filter((h) => typeof h === 'string'), catalogue: parsed.catalogue.filter((h) => typeof h === 'string') };
  } catch {
    // Missing, unreadable or damaged: start empty; the next save writes it anew.
    return null;
  }
}

/**
 * The cache kept in `file` (null: none, every content is validated). What was read from the file
 * serves this process; what is written is what passed in it, so hashes of contents gone from the
 * folder do not pile up.
 */
export function openSchemaValidCache(file: string | null, opts: { fingerprint?: string; warn?: (message: string) => void } = {}): SchemaValidCache {
  const fingerprint = opts.fingerprint ?? validatorsFingerprint();
  const stored = file ? readCacheFile(file, fingerprint) : null;
  const known: Record<SchemaKind, Set<string>> = { tenant: new Set(stored?.tenant), catalogue: new Set(stored?.catalogue) };
  const passed: Record<SchemaKind, Set<string>> = { tenant: new Set(), catalogue: new Set() };
  let unsaved = false;
  let saving: Promise<void> = Promise.resolve();
  return {
    check(kind, hash, json, validate) {
      if (hash !== undefined && (known[kind].has(hash) || passed[kind].has(hash))) {
        passed[kind].add(hash);
        return { ok: true, value: json as never };
      }
      const result = validate(json);
      if (result.ok && hash !== undefined && file) {
        passed[kind].add(hash);
        if (!known[kind].has(hash)) unsaved = true;
      }
      return result;
    },
    save() {
      if (!file || !unsaved) return saving;
      unsaved = false;
      const body: CacheFile = { fingerprint, tenant: [...passed.tenant], catalogue: [...passed.catalogue] };
      // One save after another; written beside and renamed, so a crash never leaves half a file.
      saving = saving.then(async () => {
        const temporary = `${file}.${process.pid}.tmp`;
        try {
          // DATA_DIR may not exist yet on PostgreSQL (PGlite makes it).
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(temporary, JSON.stringify(body));
          await rename(temporary, file);
        } catch (error) {
          await rm(temporary, { force: true }).catch(() => undefined);
          // A cache that cannot be written only costs the next start its validation time.
          opts.warn?.(`the tenant schema cache ${file} could not be written: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      return saving;
    },
  };
}
