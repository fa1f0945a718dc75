/**
 * Saved payment cards (docs/vouchers-and-invitations.md#saved-cards): account/loadCcUser and
 * account/actionCcUser. The gateway tokenises a card on its own card-entry page; we keep the
 * token, the masked number, the brand, the expiry and the holder, never the number or the CVC.
 * Every change reads and writes only the session's account: another customer's card id gets the
 * same answer as a missing one.
 */
import { randomUUID } from 'node:crypto';
import type { AccountActionCcUserRequest } from '../../../src/generated/api/account-action-cc-user.request';
import type { AccountActionCcUserResponse } from '../../../src/generated/api/account-action-cc-user.response';
import type { AccountLoadCcUserResponse } from '../../../src/generated/api/account-load-cc-user.response';
import type { SavedCard } from '../../../src/generated/api/saved-card';
import type { PaymentMethod } from '../../../src/generated/tenant';
import { ok, refused, type Refusal } from '../../../src/protocol';
import type { Queryable } from '../../db/database';
import {
  deleteOwnSavedCard,
  findOwnSavedCard,
  insertSavedCard,
  listSavedCards,
  lockOwnerCards,
  setDefaultSavedCard,
  type OwnerKey,
  type SavedCardRecord,
} from '../../db/repositories/saved-card-repository';
import type { ShopMatch } from '../../tenants/registry';
import type { SessionIdentity } from '../accounts';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import type { PaymentDeps } from './payment-deps';

/** How long the gateway's card-entry page stays open. */
export const CARD_REGISTRATION_MINUTES = 15;
const MINUTE_MS = 60_000;

const ownerOf = (identity: SessionIdentity): OwnerKey => ({
  tenantId: identity.tenantId,
  accountId: identity.accountId,
});

const viewOf = (card: SavedCardRecord): SavedCard => ({
  id: card.id,
  maskedNumber: card.maskedNumber,
  brand: card.brand,
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
  holder: card.holder,
  isDefault: card.isDefault,
});

async function cardsOf(db: Queryable, identity: SessionIdentity): Promise<SavedCard[]> {
  return (await listSavedCards(db, ownerOf(identity))).map(viewOf);
}

export async function loadSavedCards(
  deps: PaymentDeps,
  _shop: ShopMatch,
  identity: SessionIdentity,
): Promise<AccountLoadCcUserResponse> {
  return ok({ cards: await cardsOf(deps.db, identity) });
}

const returnUrlOf = (layout: string | undefined, shopCode: string) =>
  `/${layout ?? 'shop'}/${encodeURIComponent(shopCode)}/mycards`;

/** add: starts a registration at the gateway; the customer enters the card on its page. */
async function startAdding(
  deps: PaymentDeps,
  shop: ShopMatch,
  body: AccountActionCcUserRequest,
  identity: SessionIdentity,
  origin: string | undefined,
): Promise<AccountActionCcUserResponse> {
  const now = deps.now();
  const payUiType = shop.site.payUiType ?? shop.tenant.payment.payUiType ?? 'DIALOG';
  try {
    // The gateway appends its registration id to the return URL (?setup={id}), as gateways append their result.
    const started = await deps.db.transaction((tx) =>
      deps.gateway.startCardRegistration(tx, {
        merchant: shop.tenant.id,
        returnUrl: returnUrlOf(body.returnLayout, shop.site.shopCode),
        ...(origin === undefined ? {} : { origin }),
        payUiType,
        expiresAt: new Date(now.getTime() + CARD_REGISTRATION_MINUTES * MINUTE_MS),
        now,
      }),
    );
    deps.log.info({ account: identity.accountId, registration: started.registrationId }, 'card registration started');
    return ok({
      cards: await cardsOf(deps.db, identity),
      setupId: started.registrationId,
      gatewayUrl: started.url,
      payUiType,
    });
  } catch (error) {
    deps.log.warn({ err: error, gateway: deps.gateway.name }, 'payment gateway refused to start a card registration');
    return refused('CARD_SAVE_FAILED');
  }
}

/**
 * confirm: asks the gateway how the registration ended and saves the card it tokenised, once (the
 * token is unique: a repeated confirm answers the same list). The first card becomes the default.
 */
async function confirmAdding(
  deps: PaymentDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  setupId: string | undefined,
): Promise<AccountActionCcUserResponse> {
  if (setupId === undefined) return refused('CARD_SAVE_FAILED');
  const now = deps.now();
  const registration = await deps.gateway.getCardRegistration(deps.db, setupId, now, shop.tenant.id);
  if (!registration) return refused('CARD_SAVE_FAILED');
  if (registration.status !== 'saved' || registration.card === null) {
    return ok({ cards: await cardsOf(deps.db, identity), status: registration.status });
  }
  const { card } = registration;
  return transactionOrRefusal<AccountActionCcUserResponse, Refusal>(deps.db, async (tx, refuse) => {
    const owner = ownerOf(identity);
    await lockOwnerCards(tx, owner);
    const existing = await listSavedCards(tx, owner);
    const inserted = await insertSavedCard(tx, {
      id: randomUUID(),
      ...owner,
      gateway: deps.gateway.name,
      token: card.token,
      maskedNumber: card.maskedNumber,
      brand: card.brand,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holder: card.holder,
      isDefault: existing.length === 0,
      createdAt: now,
    });
    // Already saved: by this customer (a repeated confirm) is fine; a token saved by someone else is refused.
    if (!inserted && !existing.some((c) => c.token === card.token && c.gateway === deps.gateway.name))
      return refuse(refused('CARD_SAVE_FAILED'));
    if (inserted) deps.log.info({ account: identity.accountId }, 'card saved');
    return ok({ cards: await cardsOf(tx, identity), status: 'saved' as const });
  });
}

export async function savedCardAction(
  deps: PaymentDeps,
  shop: ShopMatch,
  identity: SessionIdentity,
  body: AccountActionCcUserRequest,
  /** The address the customer's browser used (a remote gateway's page sends it back there). */
  origin?: string,
): Promise<AccountActionCcUserResponse> {
  switch (body.action) {
    case 'add':
      return startAdding(deps, shop, body, identity, origin);
    case 'confirm':
      return confirmAdding(deps, shop, identity, body.setupId);
    case 'delete':
      return transactionOrRefusal<AccountActionCcUserResponse, Refusal>(deps.db, async (tx, refuse) => {
        const owner = ownerOf(identity);
        await lockOwnerCards(tx, owner);
        const card = body.cardId === undefined ? null : await findOwnSavedCard(tx, owner, body.cardId);
        if (!card || !(await deleteOwnSavedCard(tx, owner, card.id))) return refuse(refused('CARD_DELETE_FAILED'));
        // The default went: the oldest card left takes its place.
        if (card.isDefault) {
          const next = (await listSavedCards(tx, owner))[0];
          if (next) await setDefaultSavedCard(tx, owner, next.id);
        }
        return ok({ cards: await cardsOf(tx, identity) });
      });
    case 'setDefault':
      return transactionOrRefusal<AccountActionCcUserResponse, Refusal>(deps.db, async (tx, refuse) => {
        const owner = ownerOf(identity);
        await lockOwnerCards(tx, owner);
        const card = body.cardId === undefined ? null : await findOwnSavedCard(tx, owner, body.cardId);
        if (!card || !(await setDefaultSavedCard(tx, owner, card.id))) return refuse(refused('SAVED_CARD_NOT_FOUND'));
        return ok({ cards: await cardsOf(tx, identity) });
      });
  }
}

/**
 * svc/pay with a savedCardId: the customer's own saved card of this gateway, for a card method;
 * null without an id; 'not-found' for anything else (another customer's card reads as missing).
 */
export async function savedCardToCharge(
  tx: Queryable,
  identity: SessionIdentity,
  method: PaymentMethod,
  savedCardId: string | undefined,
): Promise<SavedCardRecord | null | 'not-found'> {
  if (savedCardId === undefined) return null;
  if (method.paymentType !== 'card') return 'not-found';
  return (await findOwnSavedCard(tx, ownerOf(identity), savedCardId)) ?? 'not-found';
}
