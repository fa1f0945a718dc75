import { waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';

/**
 * Resolves with the snapshot once the actor is in none of the `busy` states (state keys at any
 * depth, e.g. 'submitting' or 'verifying' inside a parallel state): for tests that send an event
 * and wait for the invoked call to settle.
 */
export function waitUntilLeft<TActor extends AnyActorRef>(
  actor: TActor,
  busy: readonly string[],
): Promise<SnapshotFrom<TActor>> {
  return waitFor(actor, (snapshot) => {
    const active = stateKeys((snapshot as { value: unknown }).value);
    return !busy.some((key) => active.has(key));
  });
}

function stateKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      into.add(key);
      stateKeys(child, into);
    }
  }
  return into;
}
