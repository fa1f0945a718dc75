/** What the sandbox endpoint reads: the last verification code written to the outbox for a phone. */
import type { SmsSandboxLastResponse } from '../../../src/generated/api/sms-sandbox-last.response';
import type { Queryable } from '../../db/database';
import { latestOutboxMessage } from '../../db/repositories/sms-outbox-repository';
import type { Tenant } from '../../../src/generated/tenant';
import { tenantPhone } from '../shared/phone-numbers';
import { codeInSmsText } from './sms-text';

/** null when the phone is not a valid number or nothing with a code was sent to it. */
export async function lastOutboxCode(
  deps: { db: Queryable },
  tenant: Pick<Tenant, 'id' | 'locale'>,
  typedPhone: string,
): Promise<SmsSandboxLastResponse | null> {
  const phone = tenantPhone(tenant, typedPhone);
  if (phone === null) return null;
  const message = await latestOutboxMessage(deps.db, tenant.id, phone);
  const code = message && codeInSmsText(message.body);
  if (!message || !code) return null;
  return { phone, code, purpose: message.purpose, sentAt: message.sentAt };
}
