/**
 * The sandbox gateway's card registrations (docs/vouchers-and-invitations.md#saved-cards): its
 * hosted card-entry page (/sandbox/card/{id}) takes a card number, expiry, holder and CVC, checks
 * them as a gateway would (Luhn, not expired, 3 or 4 digit CVC) and keeps a token with the masked
 * number, brand, expiry and holder. Neither the full number nor the CVC is stored anywhere.
 */
import { randomBytes } from 'node:crypto';
import { maskLongString } from '../../../src/lib/mask-long-string';
import {
  abandonSandboxCard,
  findSandboxCard,
  insertSandboxCard,
  saveSandboxCard,
  type SandboxCardRecord,
} from '../../db/repositories/sandbox-gateway-repository';
import type { Queryable } from '../../db/database';
import type { CardRegistration, NewCardRegistration } from './payment-gateway';

export const SANDBOX_CARD_PAGE_PREFIX = '/sandbox/card/';
export const SANDBOX_CARD_API_PREFIX = '/sandbox-api/gateway/cards/';
export const SANDBOX_CARD_ID = /^sbc_[A-Za-z0-9_-]{22}$/;

const newId = (prefix: string) => `${prefix}${randomBytes(16).toString('base64url')}`;

/** The Luhn check digit rule every card number meets. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return '';
}

export interface EnteredCard {
  number: string;
  expiry: string;
  holder: string;
  cvc: string;
}

export type CardEntryProblem = 'number' | 'expiry' | 'holder' | 'cvc';

export interface CheckedCard {
  maskedNumber: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
}

/** The card as the gateway keeps it, or what is wrong with the entry. `now` decides expiry (end of the expiry month, UTC). */
export function checkEnteredCard(
  entry: EnteredCard,
  now: Date,
): { ok: true; card: CheckedCard } | { ok: false; problem: CardEntryProblem } {
  const number = entry.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) return { ok: false, problem: 'number' };
  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})\s*$/.exec(entry.expiry);
  if (!expiry) return { ok: false, problem: 'expiry' };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, problem: 'expiry' };
  const holder = entry.holder.trim().replace(/\s+/g, ' ');
  if (holder.length < 2 || holder.length > 60 || /\p{Cc}/u.test(holder)) return { ok: false, problem: 'holder' };
  if (!/^[0-9]{3,4}$/.test(entry.cvc.trim())) return { ok: false, problem: 'cvc' };
  return {
    ok: true,
    card: {
      maskedNumber: maskLongString(number),
      brand: cardBrand(number),
      expiryMonth: month,
      expiryYear: year,
      holder,
    },
  };
}

export async function startSandboxCardRegistration(
  db: Queryable,
  r: NewCardRegistration,
): Promise<{ registrationId: string; url: string }> {
  const id = newId('sbc_');
  await insertSandboxCard(db, {
    id,
    merchant: r.merchant,
    returnUrl: r.returnUrl,
    payUiType: r.payUiType,
    expiresAt: r.expiresAt,
    createdAt: r.now,
  });
  return { registrationId: id, url: `${SANDBOX_CARD_PAGE_PREFIX}${id}` };
}

export async function sandboxCardRegistration(db: Queryable, id: string, now: Date): Promise<CardRegistration | null> {
  const record = await findSandboxCard(db, id);
  if (!record) return null;
  if (record.status === 'saved' && record.token !== null && record.expiryMonth !== null && record.expiryYear !== null) {
    const { token, maskedNumber, brand, expiryMonth, expiryYear, holder } = record;
    return { status: 'saved', card: { token, maskedNumber, brand, expiryMonth, expiryYear, holder } };
  }
  const lapsed = record.status === 'pending' && record.expiresAt <= now;
  return { status: lapsed ? 'abandoned' : record.status === 'saved' ? 'abandoned' : record.status, card: null };
}

/** The hosted page's record, and whether a card can still be entered. */
export async function sandboxCardPage(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ record: SandboxCardRecord; live: boolean } | null> {
  const record = await findSandboxCard(db, id);
  return record && { record, live: record.status === 'pending' && record.expiresAt > now };
}

/** The page's Save: the card checked and kept under a new token, or what is wrong with the entry. */
export async function saveEnteredCard(
  db: Queryable,
  id: string,
  entry: EnteredCard,
  now: Date,
): Promise<{ record: SandboxCardRecord | null; problem: CardEntryProblem | null }> {
  const checked = checkEnteredCard(entry, now);
  if (!checked.ok) return { record: await findSandboxCard(db, id), problem: checked.problem };
  return { record: await saveSandboxCard(db, id, { token: newId('sbt_'), ...checked.card }, now), problem: null };
}

export async function abandonEnteredCard(db: Queryable, id: string, now: Date): Promise<SandboxCardRecord | null> {
  return abandonSandboxCard(db, id, now);
}

/** A card registration as the sandbox's card-entry page shows it. */
export type { SandboxCardRecord };
