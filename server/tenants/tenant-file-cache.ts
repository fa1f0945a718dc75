/**
 * The tenant files as last read. The watcher names what changed: only those files are read again,
 * and the folder listed to see files added or removed (docs/architecture.md#tenant-loading). When
 * it cannot say, on a theme change, and on an asked-for reload, every file's size and time are
 * checked. A file read again whose bytes hash as before keeps its parsed object, so validation
 * (keyed by that object) is not run again, unless its asset folder changed: validation checks the
 * assets it names, so then it is parsed anew and validated.
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { inSlices } from './in-slices';
import { jsonFileNames, parseTenantText, type TenantFileRead } from './read';
import { contentHash } from './schema-valid-cache';

interface FileRead {
  read: TenantFileRead;
  mtimeMs: number;
  size: number;
  /** Hash of the file's bytes: a re-read file whose content did not change keeps its parsed object. */
  hash: string;
}

/** The file's size and times, null when it is gone (or cannot be reached). */
function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** The cache of one tenants/ folder; `sliceMs` as the registry's (in-slices.ts). */
export function tenantFileCache(tenantsDir: string, sliceMs: number) {
  const files = new Map<string, FileRead>();
  let named: Set<string> | 'all' = 'all';
  /** Files whose asset folder (tenants/<id>/) changed: validated again even when their text did not. */
  let assetsChanged = new Set<string>();
  /** 'fresh': an asked-for reload, which trusts nothing (no content reused). */
  let mode: 'named' | 'all' | 'fresh' = 'fresh';
  return {
    /** The watcher saw `name` (relative to tenants/) change; null when it could not say. */
    changed(name: string | null): void {
      if (name === null) {
        if (mode === 'named') mode = 'all';
        named = 'all';
        return;
      }
      const parts = name.split(/[\\/]/);
      const top = parts[0] ?? name;
      const file = path.join(tenantsDir, top.endsWith('.json') ? top : `${top}.json`);
      if (parts.length > 1 || !top.endsWith('.json')) assetsChanged.add(file);
      if (named !== 'all') named.add(file);
    },
    /** The content hash of a file as last read (undefined when it could not be read). */
    hashOf(file: string): string | undefined {
      return files.get(file)?.hash || undefined;
    },
    everything(fresh: boolean): void {
      named = 'all';
      if (fresh) mode = 'fresh';
      else if (mode === 'named') mode = 'all';
    },
    async read(): Promise<{ reads: TenantFileRead[]; dropped: string[]; readCount: number }> {
      const dirty = named;
      const assetDirty = assetsChanged;
      const trustContent = mode !== 'fresh';
      named = new Set();
      assetsChanged = new Set();
      mode = 'named';
      const present = (await jsonFileNames(tenantsDir)).map((name) => path.join(tenantsDir, name));
      const presentSet = new Set(present);
      const dropped = [...files.keys()].filter((file) => !presentSet.has(file));
      for (const file of dropped) files.delete(file);
      const reads: TenantFileRead[] = [];
      let readCount = 0;
      // Read synchronously, a slice at a time: awaited one after another, the reads of a thousand
      // small files left the thread idle for most of a second between the thread pool's answers.
      await inSlices(present, sliceMs, (file) => {
        const known = files.get(file);
        const mustRead = !known || assetDirty.has(file) || (dirty === 'all' ? true : dirty.has(file));
        if (!mustRead) {
          reads.push(known.read);
          return;
        }
        // With every file in question, the size and time tell which ones to read.
        const st = statOrNull(file);
        if (known && dirty === 'all' && trustContent && !assetDirty.has(file) && st && known.mtimeMs === st.mtimeMs && known.size === st.size) {
          reads.push(known.read);
          return;
        }
        readCount += 1;
        let bytes: Buffer;
        try {
          bytes = readFileSync(file);
        } catch (e) {
          const read: TenantFileRead = { file, parseError: `cannot be read: ${e instanceof Error ? e.message : String(e)}` };
          files.set(file, { read, mtimeMs: 0, size: 0, hash: '' });
          reads.push(read);
          return;
        }
        const hash = contentHash(bytes);
        const unchanged = known && trustContent && !assetDirty.has(file) && known.hash === hash;
        const read = unchanged ? known.read : parseTenantText(file, bytes.toString('utf8'));
        files.set(file, { read, mtimeMs: st?.mtimeMs ?? 0, size: st?.size ?? 0, hash });
        reads.push(read);
      });
      return { reads, dropped, readCount };
    },
  };
}

export type TenantFileCache = ReturnType<typeof tenantFileCache>;
