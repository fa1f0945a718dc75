/**
 * PayPal webhooks (docs/payment-providers.md#paypal-webhooks). PayPal signs a notification with
 * its certificate over the transmission id and time, our webhook id and a CRC32 of the body; we
 * let PayPal check it (POST /v1/notifications/verify-webhook-signature) with the headers it sent
 * and the body exactly as received: the raw bytes are spliced into the request, never re-encoded.
 */
import type { NotificationFacts, ProviderNotification } from '../../provider-gateway';

export const PAYPAL_ACK = { contentType: 'text/plain', body: '' } as const;

const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** The verify-webhook-signature request body, or null when a header is missing or the body is not a JSON object. */
export function verificationRequest(notification: ProviderNotification, webhookId: string): string | null {
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
    const value = notification.headers[header];
    if (value === undefined || value === '') return null;
    fields[field] = value;
  }
  const raw = notification.rawBody.toString('utf8');
  try {
    // Only to refuse what is not one JSON object before splicing it in; nothing is read from it yet.
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  } catch {
    return null;
  }
  const head = JSON.stringify({ ...fields, webhook_id: webhookId });
  return `${head.slice(0, -1)},"webhook_event":${raw}}`;
}

interface PaypalEvent {
  event_type?: string;
  resource_type?: string;
  resource?: {
    id?: string;
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
}

/** What a verified event is about: the order to read back, or the refund. */
export function paypalNotificationFacts(rawBody: Buffer): NotificationFacts {
  const event = JSON.parse(rawBody.toString('utf8')) as PaypalEvent;
  const type = event.event_type ?? '';
  const resource = event.resource ?? {};
  const payments: string[] = [];
  const refunds: string[] = [];
  if (type.startsWith('CHECKOUT.ORDER.') && resource.id) payments.push(resource.id);
  if (type === 'PAYMENT.CAPTURE.REFUNDED' || type.startsWith('PAYMENT.REFUND.')) {
    if (resource.id) refunds.push(resource.id);
  } else if (type.startsWith('PAYMENT.CAPTURE.')) {
    const order = resource.supplementary_data?.related_ids?.order_id;
    if (order) payments.push(order);
  }
  return { gatewayPaymentIds: payments, refundIds: refunds, ack: { ...PAYPAL_ACK } };
}
