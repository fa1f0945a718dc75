import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value: machine actions are bound once (when the actor is
 * created) but must call the current navigate and links.
 */
export function useLatestRef<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
