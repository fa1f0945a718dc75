/** What the wallet tells about a card: its record without the PIN hash, with masked number and expiry. */
import { maskLongString } from '../../../src/lib/mask-long-string';
import {
  listOwnCards,
  type WalletCardKind,
  type WalletCardRecord,
  type WalletIssueChannel,
} from '../../db/repositories/wallet-repository';
import type { Queryable } from '../../db/database';

export interface WalletCardView {
  id: string;
  tenantId: string;
  accountId: string;
  programmeCode: string;
  kind: WalletCardKind;
  /** The full 16-digit number (server side only: the customer's answers carry maskedNumber). */
  cardNumber: string;
  /** First 4 and last 3 digits kept (docs/rules.md#masking). */
  maskedNumber: string;
  /** What the card's QR code encodes (the member code). */
  qrPayload: string;
  points: number;
  /** Minor units; 0 for a loyalty card. */
  balance: number;
  /** YYYY-MM-DD, the last day the card is valid (UTC). */
  expiresOn: string;
  expired: boolean;
  pinSet: boolean;
  issuedVia: WalletIssueChannel;
  issuedAt: Date;
}

/** Whether a card whose last day is `expiresOn` has expired at `now` (UTC days). */
export function cardExpired(expiresOn: string, now: Date): boolean {
  return now.toISOString().slice(0, 10) > expiresOn;
}

export function walletCardView(card: WalletCardRecord, now: Date): WalletCardView {
  return {
    id: card.id,
    tenantId: card.tenantId,
    accountId: card.accountId,
    programmeCode: card.programmeCode,
    kind: card.kind,
    cardNumber: card.cardNumber,
    maskedNumber: maskLongString(card.cardNumber),
    qrPayload: card.qrPayload,
    points: card.points,
    balance: card.balance,
    expiresOn: card.expiresOn,
    expired: cardExpired(card.expiresOn, now),
    pinSet: card.pinHash !== null,
    issuedVia: card.issuedVia,
    issuedAt: card.createdAt,
  };
}

/** The account's live cards in the tenant, oldest first (another tenant's or account's never). */
export async function listAccountCards(
  db: Queryable,
  tenantId: string,
  accountId: string,
  now: Date = new Date(),
): Promise<WalletCardView[]> {
  return (await listOwnCards(db, tenantId, accountId)).map((card) => walletCardView(card, now));
}
