/**
 * A pinpad charge's receipt by SMS (docs/staff.md#pinpad-receipt): after a sale the customer may
 * have its receipt sent to the phone of the card's holder, through the tenant's SMS provider. Once
 * per charge: the charge's row is marked (under its row lock) before the message is handed over, so
 * a second tap (or a second kiosk) is told it was sent, and a message the provider refused takes the
 * mark back to try again. The number is never typed at the kiosk: nobody can send a stranger
 * texts from it.
 */
import type { Tenant } from '../../../src/generated/tenant';
import { formatMoney, moneySymbolOf } from '../../../src/lib/money';
import { maskLongString } from '../../../src/lib/mask-long-string';
import { ok, refused, type ApiEnvelope, type Refusal } from '../../../src/protocol';
import { claimPinpadReceiptSms, releasePinpadReceiptSms } from '../../db/repositories/pinpad-repository';
import { maskedPhone } from '../shared/phone-numbers';
import { transactionOrRefusal } from '../shared/transaction-refusal';
import { pinpadSite } from './pinpad';
import type { PinpadReceipt } from './pinpad';
import type { StaffDeps, StaffIdentity } from './staff-deps';
import { logStaffAction } from './staff-sessions';

/** The receipt's text: the brand, the amount, where, the card (masked), the balance left, the reference. */
export function pinpadReceiptText(
  brand: string,
  place: string,
  moneySymbol: string,
  receipt: Pick<PinpadReceipt, 'chargeId' | 'amount' | 'balance' | 'cardNumber'>,
): string {
  const money = (minor: number) => formatMoney(minor, moneySymbol);
  return (
    `${brand} receipt: ${money(receipt.amount)} paid at ${place} with card ${receipt.cardNumber}. ` +
    `Balance ${money(receipt.balance)}. Ref ${receipt.chargeId.slice(0, 8).toUpperCase()}.`
  );
}

/** Sends the marked receipt; a message the provider refused takes the mark back, to try again. */
async function handOver(
  deps: StaffDeps,
  tenant: Tenant,
  chargeId: string,
  markedAt: Date,
  message: { phone: string; text: string },
): Promise<ApiEnvelope<{ sentTo: string }> | Refusal> {
  try {
    await deps.sms.send(message.phone, message.text, {
      tenantId: tenant.id,
      purpose: 'receipt',
      ...(tenant.sms ? { tenantSms: tenant.sms } : {}),
    });
  } catch (error) {
    await releasePinpadReceiptSms(deps.db, chargeId, markedAt);
    deps.log.warn({ err: error, tenant: tenant.id, to: maskedPhone(message.phone) }, 'sending the receipt SMS failed');
    return refused('RECEIPT_SEND_FAILED');
  }
  return ok({ sentTo: maskedPhone(message.phone) });
}

export async function pinpadReceiptSms(
  deps: StaffDeps,
  tenant: Tenant,
  identity: StaffIdentity,
  body: { shop: string; chargeId: string },
): Promise<ApiEnvelope<{ sentTo: string }> | Refusal> {
  const site = pinpadSite(tenant, body.shop);
  if (!site) return refused('PINPAD_OFF');
  const now = deps.now();
  // Marked and committed first, then handed over: the message is never sent inside the transaction
  // (the embedded database has one connection, which the outbox's own insert would wait for).
  const claim = await transactionOrRefusal<{ phone: string; text: string }, Refusal>(deps.db, async (tx, refuse) => {
    const claimed = await claimPinpadReceiptSms(tx, tenant.id, body.chargeId, now);
    if (!claimed) return refuse(refused('PINPAD_CHARGE_NOT_FOUND'));
    if (claimed.kind === 'sent') return refuse(refused('PINPAD_RECEIPT_SENT'));
    if (claimed.siteId !== site.siteId) return refuse(refused('PINPAD_CHARGE_NOT_FOUND'));
    const receipt = (claimed.response as ApiEnvelope<{ receipt: PinpadReceipt }>).result.receipt;
    const text = pinpadReceiptText(tenant.branding.name, site.lotName, moneySymbolOf(tenant.locale), {
      ...receipt,
      cardNumber: maskLongString(claimed.cardNumber),
    });
    return { phone: claimed.phone, text };
  });
  const answer = 'result' in claim ? claim : await handOver(deps, tenant, body.chargeId, now, claim);
  await logStaffAction(deps, {
    tenantId: tenant.id,
    staffId: identity.staffId,
    action: answer.result.rtn > 0 ? 'pinpad_receipt_sms' : 'pinpad_receipt_sms_refused',
    subject: body.chargeId.slice(0, 64),
    detail: 'problem' in answer.result ? answer.result.problem.code : '',
  });
  return answer;
}
