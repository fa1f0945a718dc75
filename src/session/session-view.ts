import type { SessionContext } from '../../flows/accounts/session.machine';
import type { SessionView } from './session-store';

/** The view of a machine snapshot: the state names of flows/accounts/session.machine.ts, folded for views. */
export function sessionViewOf(state: string, context: SessionContext): SessionView {
  const status: SessionView['status'] =
    state === 'loggedIn' ? 'loggedIn' : state === 'loggedOut' ? 'loggedOut' : 'busy';
  return { status, firstName: context.firstName, roles: context.roles, admin: context.admin, error: context.error };
}
