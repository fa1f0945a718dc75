/**
 * Issuing wallet cards (docs/wallet.md#issuing): a card of a tenant's programme for an account, by
 * one of the programme's channels (sign-up, invitation, counter). Issuing is idempotent per
 * account and programme: a customer who already holds a live card of the programme keeps it.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Tenant, WalletProgramme } from '../../../src/generated/tenant';
import { signupProgrammes, walletProgramme } from '../../../src/lib/wallet-rules';
import type { Queryable } from '../../db/database';
import {
  applyCardChange,
  cardNumberTaken,
  findLiveCardOfProgramme,
  insertWalletCard,
  type WalletCardRecord,
  type WalletIssueChannel,
} from '../../db/repositories/wallet-repository';
import { walletCardView, type WalletCardView } from './card-view';

const CARD_NUMBER_DIGITS = 16;
const DEFAULT_CARD_PREFIX = '6035';
const DEFAULT_VALIDITY_DAYS = 730;
const NUMBER_DRAWS = 8;

export interface IssueWalletCardRequest {
  /** The tenant whose programme it is (its wallet section names the programme). */
  tenant: Pick<Tenant, 'id' | 'wallet'>;
  accountId: string;
  programmeCode: string;
  /** How the customer got it: must be one of the programme's `issue` channels. */
  via: WalletIssueChannel;
  now: Date;
  /** Where it was issued, for the history row ('' outside a shop). */
  siteId?: string;
  shopName?: string;
}

export interface IssuedWalletCard {
  card: WalletCardView;
  /** False when the account already held a live card of the programme (that card is answered). */
  created: boolean;
}

function drawCardNumber(prefix: string): string {
  let digits = prefix;
  while (digits.length < CARD_NUMBER_DIGITS) digits += String(randomInt(10));
  return digits;
}

/** The card's expiry day (UTC calendar day) `validityDays` after `now`. */
export function expiryDay(now: Date, validityDays: number): string {
  return new Date(now.getTime() + validityDays * 86_400_000).toISOString().slice(0, 10);
}

async function insertNewCard(
  tx: Queryable,
  tenantId: string,
  accountId: string,
  programme: WalletProgramme,
  via: WalletIssueChannel,
  now: Date,
): Promise<WalletCardRecord | null> {
  const prefix = programme.cardPrefix ?? DEFAULT_CARD_PREFIX;
  for (let draw = 0; draw < NUMBER_DRAWS; draw += 1) {
    const cardNumber = drawCardNumber(prefix);
    if (await cardNumberTaken(tx, tenantId, cardNumber)) continue;
    return insertWalletCard(
      tx,
      {
        id: randomUUID(),
        tenantId,
        accountId,
        programmeCode: programme.code,
        kind: programme.kind,
        cardNumber,
        qrPayload: randomBytes(18).toString('base64url'),
        expiresOn: expiryDay(now, programme.validityDays ?? DEFAULT_VALIDITY_DAYS),
        issuedVia: via,
      },
      now,
    );
  }
  throw new Error(`no free card number with prefix ${prefix} after ${NUMBER_DRAWS} draws`);
}

/**
 * Issues a card of `programmeCode` to the account, in the caller's transaction (with its 'issue'
 * history row). Null when the tenant has no such programme or the programme does not issue by
 * `via`. An account that already holds a live card of the programme gets that card (created false).
 */
export async function issueWalletCard(
  tx: Queryable,
  request: IssueWalletCardRequest,
): Promise<IssuedWalletCard | null> {
  const programme = walletProgramme(request.tenant.wallet, request.programmeCode);
  if (!programme || !programme.issue.includes(request.via)) return null;
  const existing = await findLiveCardOfProgramme(tx, request.accountId, programme.code);
  if (existing) return { card: walletCardView(existing, request.now), created: false };
  const inserted = await insertNewCard(tx, request.tenant.id, request.accountId, programme, request.via, request.now);
  // Null: a concurrent issue of the same programme committed first; answer its card.
  const card = inserted ?? (await findLiveCardOfProgramme(tx, request.accountId, programme.code));
  if (!card) throw new Error('wallet card neither inserted nor found');
  if (inserted) {
    await applyCardChange(tx, {
      cardId: inserted.id,
      action: 'issue',
      valueAdd: 0,
      pointAdd: 0,
      siteId: request.siteId ?? '',
      shopName: request.shopName ?? '',
      reason: request.via,
      entryKey: 'issue',
      now: request.now,
    });
  }
  return { card: walletCardView(card, request.now), created: inserted !== null };
}

/** Issues the tenant's sign-up programmes to a new account (registration's transaction). */
export async function issueSignupCards(
  tx: Queryable,
  tenant: Pick<Tenant, 'id' | 'wallet'>,
  accountId: string,
  now: Date,
): Promise<WalletCardView[]> {
  const issued: WalletCardView[] = [];
  for (const programme of signupProgrammes(tenant.wallet)) {
    const result = await issueWalletCard(tx, { tenant, accountId, programmeCode: programme.code, via: 'signup', now });
    if (result) issued.push(result.card);
  }
  return issued;
}
