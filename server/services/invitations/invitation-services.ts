/** The invitation services the routes call, bound to their dependencies once. */
import { bindDeps, type BoundOperations } from '../shared/bind-deps';
import { acceptInvitation, mintInvitation, viewInvitation, type InvitationDeps } from './invitations';

const INVITATION_OPERATIONS = { view: viewInvitation, accept: acceptInvitation, mint: mintInvitation };

export type InvitationServices = BoundOperations<InvitationDeps, typeof INVITATION_OPERATIONS>;

export function createInvitationServices(deps: InvitationDeps): InvitationServices {
  return bindDeps(deps, INVITATION_OPERATIONS);
}
