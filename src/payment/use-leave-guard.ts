import { useEffect } from 'react';

/**
 * While `active`, the browser asks before the page is closed or reloaded (docs/rules.md#payment-states:
 * order-send, the page must not be closed). Browsers show their own wording.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
