/**
 * What a reload tells the operator: each problem once while it lasts (with whether the file's last
 * good version still serves), and each tenant loaded, reloaded or removed. Logged a slice at a time:
 * a first load of a thousand files may log thousands of lines.
 */
import { inSlices } from './in-slices';
import { problemLocator } from './locate-problems';
import type { RegistryState } from './registry-state';
import { problemKey, type Snapshot } from './tenant-snapshot';

export async function reportReload(state: RegistryState, previous: Snapshot, next: Snapshot): Promise<void> {
  const { log, sliceMs } = state;
  const nowLogged = new Set<string>();
  // Only problems logged for the first time are located: a file is read again only when it has a new problem.
  const locate = problemLocator();
  await inSlices(next.problems, sliceMs, (p) => {
    const key = problemKey(p);
    nowLogged.add(key);
    if (state.loggedProblems.has(key)) return;
    // Tells the operator whether the brand is still up (on its previous file) or off the air.
    const lastGoodVersionServing = next.good.has(p.file);
    const { line, column } = locate(p);
    log.warn({ file: p.file, pointer: p.pointer, line, column, message: p.message, lastGoodVersionServing }, 'tenant file rejected');
  });
  state.loggedProblems = nowLogged;
  await inSlices(next.good, sliceMs, ([file, version]) => {
    const before = previous.good.get(file);
    const tenant = version.entry.tenant.id;
    if (!before) log.info({ tenant, file }, 'tenant loaded');
    else if (before !== version && before.fingerprint() !== version.fingerprint()) log.info({ tenant, file }, 'tenant reloaded');
  });
  for (const [file, version] of previous.good) {
    if (!next.good.has(file)) log.info({ tenant: version.entry.tenant.id, file }, 'tenant removed');
  }
}
