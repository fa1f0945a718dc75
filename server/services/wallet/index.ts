/**
 * The wallet service (docs/wallet.md). Other domains use this entry point only:
 * - issueWalletCard: issue a programme's card to an account (sign-up, invitation, counter), in the
 *   caller's transaction; idempotent per account and programme.
 * - listAccountCards: an account's live cards in a tenant (e.g. for wallet passes).
 * The API stays stable; the routes' operations are in wallet-services.ts.
 */
export { issueSignupCards, issueWalletCard, type IssueWalletCardRequest, type IssuedWalletCard } from './card-issuing';
export { listAccountCards, type WalletCardView } from './card-view';
export type { WalletCardKind, WalletIssueChannel } from '../../db/repositories/wallet-repository';
export { checkCardPin } from './card-pin';
export { cardExpired } from './card-view';
