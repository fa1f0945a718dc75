/**
 * The default SMS provider: nothing leaves the server. Messages go to the sms_outbox table (which
 * the sandbox endpoint reads in development and tests) and to the log.
 */
import type { Database } from '../../db/database';
import { insertOutboxMessage } from '../../db/repositories/sms-outbox-repository';
import { maskedPhone } from '../shared/phone-numbers';
import type { Clock } from '../shared/clock';
import type { SmsProvider } from './sms-provider';

export interface OutboxLogger {
  info(obj: object, msg: string): void;
}

export function createOutboxSmsProvider(deps: {
  db: Database;
  now: Clock;
  log: OutboxLogger;
  logText: boolean;
}): SmsProvider {
  return {
    isSandboxOutbox: true,
    async send(to, text, context) {
      await insertOutboxMessage(
        deps.db,
        { tenantId: context.tenantId, phone: to, purpose: context.purpose, body: text },
        deps.now(),
      );
      // The text holds a live code: it is only logged where the sandbox is on anyway.
      deps.log.info(
        { tenant: context.tenantId, to: maskedPhone(to), purpose: context.purpose, ...(deps.logText ? { text } : {}) },
        'SMS written to the outbox',
      );
    },
  };
}
