/**
 * One load of the tenant set (docs/architecture.md#tenant-loading): the files read (only those the
 * watcher named, when it could say), the single-file rules of new and changed files run a slice at
 * a time, the rules across files over the whole set, and a refused edit replaced by the file's last
 * good version. Builds the next snapshot beside the one served; registry-reload.ts swaps them.
 */
import type { RegistryState } from './registry-state';
import { nextSnapshot, problemList, type ProblemList, type Snapshot } from './tenant-snapshot';
import { inSlices } from './in-slices';
import { loadThemePresets, singleFileContext, validateSingleFile, validateTenantSet, type TenantSetResult } from './validate';

export interface LoadedSnapshot {
  next: Snapshot;
  /** Files read from disk. */
  read: number;
  /** Files whose single-file rules ran. */
  validated: string[];
}

/** What each file on disk offers: its content, or its last good version when it cannot be parsed. */
interface Offered {
  content: Map<string, unknown>;
  /** The content hash of each file offered as read now (not of a last good version standing in). */
  hashes: Map<string, string | undefined>;
  readCount: number;
}

async function readOffered(state: RegistryState, previous: Snapshot, problems: ProblemList): Promise<Offered> {
  const content = new Map<string, unknown>();
  const hashes = new Map<string, string | undefined>();
  const { reads, dropped, readCount } = await state.cache.read();
  for (const file of dropped) state.memo.delete(file);
  for (const read of reads) {
    if ('json' in read) {
      content.set(read.file, read.json);
      hashes.set(read.file, state.cache.hashOf(read.file));
      continue;
    }
    problems.add([{ file: read.file, pointer: '', message: read.parseError }]);
    const last = previous.good.get(read.file);
    if (last) content.set(read.file, last.json);
  }
  return { content, hashes, readCount };
}

/**
 * The single-file rules of new and changed files, a slice at a time (they are most of the work:
 * schema, assets on disk, catalogues); validateTenantSet then finds them all in the memo.
 */
async function validateChanged(state: RegistryState, { content, hashes }: Offered): Promise<string[]> {
  const validated: string[] = [];
  const fresh = [...content].filter(([file, json]) => state.memo.get(file)?.json !== json);
  if (fresh.length === 0) return validated;
  const context = singleFileContext({ tenantsDir: state.tenantsDir, themesDir: state.themesDir, ...(state.schemaCache ? { schemaCache: state.schemaCache } : {}) });
  await inSlices(fresh, state.sliceMs, ([file, json]) => {
    state.memo.set(file, { json, result: validateSingleFile(file, json, context, hashes.get(file)) });
    validated.push(file);
  });
  return validated;
}

/** The rules across files; a rejected edit is validated again with its file's last good version in its place. */
function acceptedSet(state: RegistryState, previous: Snapshot, offered: Map<string, unknown>, problems: ProblemList): TenantSetResult {
  // Files already serving win clashes, so a new file cannot take over a live shop code.
  const keep = new Set(previous.good.keys());
  const validate = () => validateTenantSet([...offered].map(([file, json]) => ({ file, json })), { tenantsDir: state.tenantsDir, themesDir: state.themesDir, keep }, state.memo);
  let result = validate();
  problems.add(result.problems);
  const accepted = new Set(result.tenants.map((t) => t.file));
  const reverted = [...offered.keys()].filter((file) => {
    const last = previous.good.get(file);
    return !accepted.has(file) && last !== undefined && offered.get(file) !== last.json;
  });
  if (reverted.length > 0) {
    for (const file of reverted) offered.set(file, previous.good.get(file)?.json);
    result = validate();
    problems.add(result.problems);
  }
  return result;
}

export async function loadSnapshot(state: RegistryState, previous: Snapshot): Promise<LoadedSnapshot> {
  if (state.presetsChanged) {
    state.presetsChanged = false;
    state.memo.clear();
    state.cache.everything(false);
  }
  const presets = await loadThemePresets(state.themesDir);
  const problems = problemList();
  const offered = await readOffered(state, previous, problems);
  const validated = await validateChanged(state, offered);
  const result = acceptedSet(state, previous, offered.content, problems);
  const next = await nextSnapshot({ previous, presets, tenants: result.tenants, offered: offered.content, problems, sliceMs: state.sliceMs });
  return { next, read: offered.readCount, validated };
}
