/**
 * Navigation for code outside React (the API client's 401 handling, the session flow). The
 * router registers itself at start; before that, a full page load does the job.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    void navigator(to, options);
    return;
  }
  if (typeof window !== 'undefined') window.location.assign(to);
}
