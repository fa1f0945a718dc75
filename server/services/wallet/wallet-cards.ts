/** account/loadUserValuePass, account/valuePassDelete and account/valuePassChgPwd (docs/wallet.md). */
import type { AccountLoadUserValuePassResponse } from '../../../src/generated/api/account-load-user-value-pass.response';
import type { AccountValuePassChgPwdRequest } from '../../../src/generated/api/account-value-pass-chg-pwd.request';
import type { AccountValuePassChgPwdResponse } from '../../../src/generated/api/account-value-pass-chg-pwd.response';
import type { AccountValuePassDeleteRequest } from '../../../src/generated/api/account-value-pass-delete.request';
import type { AccountValuePassDeleteResponse } from '../../../src/generated/api/account-value-pass-delete.response';
import type { WalletCard } from '../../../src/generated/api/wallet-card';
import { ok, refused, type Refusal } from '../../../src/protocol';
import {
  cardHasOpenPayments,
  deleteEmptyCard,
  findOwnCard,
  setCardPinHash,
} from '../../db/repositories/wallet-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { checkCardPin, hashWalletPin } from './card-pin';
import { listAccountCards, type WalletCardView } from './card-view';
import type { WalletDeps } from './wallet-deps';
import { passOffered } from './wallet-pass';

/** What the customer is told about a card: the number masked, no PIN hash, no owner. */
export function customerCard(card: WalletCardView): WalletCard {
  return {
    cardId: card.id,
    programmeCode: card.programmeCode,
    kind: card.kind,
    cardNumber: card.maskedNumber,
    points: card.points,
    balance: card.balance,
    expiresOn: card.expiresOn,
    expired: card.expired,
    qrCode: card.qrPayload,
    pinSet: card.pinSet,
    issuedVia: card.issuedVia,
  };
}

async function ownCards(deps: WalletDeps, identity: SessionIdentity): Promise<WalletCard[]> {
  return (await listAccountCards(deps.db, identity.tenantId, identity.accountId, deps.now())).map(customerCard);
}

export async function loadCards(
  deps: WalletDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
): Promise<AccountLoadUserValuePassResponse> {
  return ok({ cards: await ownCards(deps, identity), walletPass: passOffered(shop, deps.secrets, deps.demoPass) });
}

/** Deletes a card without money on it; a card holding a balance stays (its money is the customer's). */
export async function deleteCard(
  deps: WalletDeps,
  _shop: ShopMatch,
  identity: SessionIdentity,
  body: AccountValuePassDeleteRequest,
): Promise<AccountValuePassDeleteResponse> {
  const now = deps.now();
  const answer = await transactionOrRefusal<true, Refusal>(deps.db, async (tx, refuse) => {
    const card =
      (await findOwnCard(tx, identity.tenantId, identity.accountId, body.cardId, true)) ??
      refuse(refused('WALLET_CARD_NOT_FOUND'));
    if (card.balance > 0) refuse(refused('WALLET_CARD_HAS_BALANCE'));
    // A booking it paid may still be cancelled, and the refund goes back to this card.
    if (await cardHasOpenPayments(tx, card.id)) refuse(refused('CARD_DELETE_FAILED'));
    if (!(await deleteEmptyCard(tx, card.id, now))) refuse(refused('CARD_DELETE_FAILED'));
    deps.log.info({ card: card.id, account: identity.accountId }, 'wallet card deleted');
    return true;
  });
  if (answer !== true) return answer;
  return ok({ cards: await ownCards(deps, identity) });
}

/**
 * Sets or changes the card's PIN: new and confirm must match and be 6 digits; once a PIN is set the
 * current one is required, checked with the per-card try limit.
 */
export async function changePin(
  deps: WalletDeps,
  _shop: ShopMatch,
  identity: SessionIdentity,
  body: AccountValuePassChgPwdRequest,
): Promise<AccountValuePassChgPwdResponse> {
  if (body.newPin !== body.confirmPin) return refused('WALLET_PIN_MISMATCH');
  const card = await findOwnCard(deps.db, identity.tenantId, identity.accountId, body.cardId);
  if (!card) return refused('WALLET_CARD_NOT_FOUND');
  if (card.pinHash !== null) {
    if (body.oldPin === undefined) return refused('WALLET_PIN_OLD_WRONG');
    const wrong = await checkCardPin(deps.db, card, body.oldPin, refused('WALLET_PIN_OLD_WRONG'), 'owner', deps.now);
    if (wrong) return wrong;
    if (body.oldPin === body.newPin) return refused('WALLET_PIN_SAME');
  }
  const pinHash = await hashWalletPin(body.newPin);
  const now = deps.now();
  const answer = await transactionOrRefusal<true, Refusal>(deps.db, async (tx, refuse) => {
    // The PIN checked above must still be the card's: a concurrent change wins, this one is refused.
    const locked =
      (await findOwnCard(tx, identity.tenantId, identity.accountId, body.cardId, true)) ??
      refuse(refused('WALLET_CARD_NOT_FOUND'));
    if (locked.pinHash !== card.pinHash) refuse(refused('WALLET_PIN_OLD_WRONG'));
    await setCardPinHash(tx, locked.id, pinHash, now);
    return true;
  });
  if (answer !== true) return answer;
  deps.log.info({ card: card.id, account: identity.accountId }, 'wallet PIN changed');
  const after = (await ownCards(deps, identity)).find((c) => c.cardId === card.id);
  return after ? ok({ card: after }) : refused('WALLET_CARD_NOT_FOUND');
}
