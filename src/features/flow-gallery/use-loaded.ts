import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'found'; value: T } | { status: 'not-found' } | { status: 'failed' };

type Lookup<T> = { kind: 'found'; value: T } | { kind: 'not-found' };

/**
 * What `load` answers for `key`: loading until it settles, then found, not found or failed (a
 * network or server error); `retry` asks again. A newer key replaces an older answer.
 */
export function useLoaded<T>(key: string, load: () => Promise<Lookup<T>>): { loaded: Loaded<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const requestKey = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    load().then(
      (lookup) => live && setAnswer({ key: requestKey, loaded: lookup.kind === 'found' ? { status: 'found', value: lookup.value } : { status: 'not-found' } }),
      () => live && setAnswer({ key: requestKey, loaded: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated every render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded: answer?.key === requestKey ? answer.loaded : { status: 'loading' }, retry };
}
