import { useCallback, useEffect, useState } from 'react';
import type { AdminAnswer } from '../../api/endpoints/admin-content';
import { useAdmin } from './admin-context';

export type AdminQuery<T> = { kind: 'loading' } | { kind: 'failed' } | AdminAnswer<T>;

/** A GET of the admin API, read again when `path` or `key` changes or on reload(). */
export function useAdminQuery<T>(path: string | null, key: unknown = null): { state: AdminQuery<T>; reload(): void } {
  const { client } = useAdmin();
  const [state, setState] = useState<AdminQuery<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    setState({ kind: 'loading' });
    client.call<T>('GET', path).then(
      (answer) => live && setState(answer),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [client, path, round, key]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
