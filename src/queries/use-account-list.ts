import { useCallback, useEffect, useState } from 'react';
import type { ApiEnvelope } from '../protocol/response';
import { useSession } from '../session/use-session';

export interface AccountList<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: T[];
  reload(): void;
  /** Replaces the list with what a change answered (the server's list as it now is). */
  replace(items: T[]): void;
}

/**
 * A list the signed-in customer owns (saved cards, vouchers), read once they are logged in and
 * again on reload. Nothing is asked before login. Refusals and transport failures read as 'error'.
 */
export function useAccountList<R extends object, T>(
  load: (signal: AbortSignal) => Promise<ApiEnvelope<R>>,
  pick: (result: R) => T[] | undefined,
): AccountList<T> {
  const loggedIn = useSession().status === 'loggedIn';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: AccountList<T>['status']; items: T[] }>({ status: 'idle', items: [] });
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, status: s.status === 'ready' ? 'ready' : 'loading' }));
    load(controller.signal).then(
      (reply) => {
        if (reply.success && reply.result.rtn > 0) setState({ status: 'ready', items: pick(reply.result) ?? [] });
        else setState((s) => ({ ...s, status: 'error' }));
      },
      () => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      },
    );
    return () => controller.abort();
    // load and pick are the caller's stable functions of the shop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((items: T[]) => setState({ status: 'ready', items }), []);
  return { ...state, reload, replace };
}
