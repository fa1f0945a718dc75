/**
 * Reloads of the tenant set: one at a time (a change arriving during one makes one more pass when
 * it ends), each swapping the served snapshot in one assignment, then telling the listeners and
 * the log (docs/architecture.md#tenant-loading).
 */
import { loadSnapshot } from './load-snapshot';
import type { ReloadOutcome } from './registry-types';
import type { RegistryState } from './registry-state';
import { reportReload } from './reload-report';

async function reloadOnce(state: RegistryState): Promise<ReloadOutcome> {
  const began = performance.now();
  const previous = state.snapshot;
  const { next, read, validated } = await loadSnapshot(state, previous);
  // The one switch-over: a request sees the whole old set or the whole new one.
  state.snapshot = next;
  const outcome: ReloadOutcome = { tenants: next.byId.size, problems: next.problems, read, validated, ms: Math.round(performance.now() - began) };
  for (const listener of state.listeners) listener(outcome);
  void state.schemaCache?.save();
  await reportReload(state, previous, next);
  state.log.info({ tenants: outcome.tenants, read, validated: validated.length, ms: outcome.ms }, 'tenants reloaded');
  return outcome;
}

/** Reads the folders again; joins the reload under way, if any, and asks it for one more pass. */
export function reload(state: RegistryState): Promise<ReloadOutcome> {
  if (state.running) {
    // A change arrived while reloading: read the folder once more when the current pass ends.
    state.rerun = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      let outcome = await reloadOnce(state);
      while (state.rerun) {
        state.rerun = false;
        outcome = await reloadOnce(state);
      }
      return outcome;
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/** An asked-for reload (operations, tests): nothing is assumed unchanged. */
export function reloadEverything(state: RegistryState): Promise<ReloadOutcome> {
  state.cache.everything(true);
  state.memo.clear();
  return reload(state);
}

/** The first load, started on the first call (at once when waiting for it, else when the server listens or a request asks). */
export function firstLoad(state: RegistryState): Promise<void> {
  return (state.firstLoad ??= reload(state).then(() => {
    state.firstLoadDone = true;
  }));
}
