import { useEffect } from 'react';
import type { TenantBundle } from '../tenant/tenant-loader';
import { sessionBridge } from './session-store';
import { hasStoredUserToken } from './user-token-key';

/** Waits for the first paint, so the session code (xstate) stays off the critical path. */
function afterFirstPaint(run: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    setTimeout(() => {
      if (!cancelled) run();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

/**
 * Runs the session flow of a tenant: after first paint when a token is stored (auto-login), else
 * only once something needs it (a login). A visitor who never logs in never downloads it.
 */
export function SessionLoader({ bundle }: { bundle: TenantBundle }) {
  useEffect(() => {
    let stop: (() => void) | null = null;
    const left = new AbortController();
    let requested = false;
    const start = () => {
      if (requested) return;
      requested = true;
      import('./session-runtime')
        .then(({ startSession }) => (left.signal.aborted ? null : startSession(bundle, left.signal)))
        .then((stopSession) => {
          // Left between the session's start and this line: stopped at once, as the cleanup would have.
          if (left.signal.aborted) stopSession?.();
          else stop = stopSession;
        })
        .catch((error: unknown) => console.warn('[session] could not start the session flow', error));
    };
    let cancel = () => {};
    if (hasStoredUserToken(bundle.tenant.id)) cancel = afterFirstPaint(start);
    else sessionBridge.loadWhenNeeded(start);
    return () => {
      left.abort();
      cancel();
      if (stop) stop();
      else sessionBridge.disconnect();
    };
  }, [bundle]);
  return null;
}
