/**
 * Where /403's 'Go to the home page' leads (docs/rules.md#no-permission-page). The admin area sends
 * its staff there with its dashboard as `home` in the navigation state, so a staff member refused a
 * route goes back to the admin dashboard, not the customer home. Only an admin dashboard path is
 * taken from the state; anything else is the global home.
 */
export function forbiddenHomeOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'home' in state) {
    const home = (state as { home: unknown }).home;
    if (typeof home === 'string' && /^\/admin\/[^/?#\\]+$/.test(home)) return home;
  }
  return '/home';
}

/** The navigation state that makes /403's home link lead to this admin dashboard. */
export function forbiddenStateFor(adminDashboard: string): { home: string } {
  return { home: adminDashboard };
}
