/**
 * Navigation for code outside React (the API client's 401 handling, the session flow). The
 * router's NavigatorRegistration registers itself once mounted; before that, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate | null = null;

/** Registers the app's navigation; returns the function that takes it back. */
export function registerNavigator(navigate: Navigate): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    void navigator(to, options);
    return;
  }
  if (typeof window !== 'undefined') window.location.assign(to);
}
