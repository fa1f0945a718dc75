/**
 * The Omipay adapter: WeChat Pay and Alipay for Australian merchants through Omipay's Web API
 * (docs/payment-providers.md#omipay). WeChat Pay is a QR order (MakeQROrder): the customer is sent
 * to Omipay's page, which shows the QR code to scan with WeChat. Alipay is an online order
 * (MakeOnlineOrder): the customer is sent to Alipay's cashier. Either way Omipay notifies the
 * notification URL when the order is paid, and we read the order back (QueryOrder) before settling.
 *
 * Omipay keeps no saved cards and has no call that closes an open order; refunds go by
 * out_refund_no, so one key is one refund there.
 */
import type { GatewayPayment } from '../../payment-gateway';
import type { NotificationFacts, ProviderGateway } from '../../provider-gateway';
import { GatewayRejectedError } from '../../gateway-errors';
import {
  OMIPAY,
  answerAmount,
  answerText,
  callOmipay,
  failureOf,
  type OmipayAnswer,
  type OmipayConfig,
} from './omipay-http';
import { omipaySignatureMatches, signedOmipayFields } from './omipay-signature';
import { omipayPaymentStatus, omipayPlatform, omipayRefundNumber, omipayRefundStatus } from './omipay-status';

export type { OmipayConfig };

/** The error_code of a QueryOrder / QueryRefund about a number Omipay does not know. */
export const OMIPAY_NOT_FOUND = new Set(['ORDER_NOT_EXIST', 'REFUND_NOT_EXIST']);
/** Omipay's order names are short; ours ("Parking ABCD-EFGH") fit, a longer one is cut. */
const ORDER_NAME_MAX = 64;
/** What Omipay expects back once a notification is taken (JSON, return_code SUCCESS). */
export const OMIPAY_ACK = { contentType: 'application/json', body: '{"return_code":"SUCCESS"}' } as const;

const noSavedCards = () => new GatewayRejectedError(OMIPAY, 'invalid', 'saved cards are not offered by omipay');

export function createOmipayGateway(config: OmipayConfig): ProviderGateway {
  const call = (endpoint: Parameters<typeof callOmipay>[1], params: Record<string, string>) =>
    callOmipay(config, endpoint, params);

  /** The signed fields Omipay's QR page takes on its URL (it checks who sent the customer). */
  const signedPageUrl = (payUrl: string, returnUrl: string | null): string => {
    const url = new URL(payUrl);
    const fields = signedOmipayFields(config.merchantNo, config.apiKey, (config.clock ?? Date.now)());
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    if (returnUrl !== null) url.searchParams.set('redirect_url', returnUrl);
    return url.toString();
  };

  const readOrder = async (orderNo: string): Promise<OmipayAnswer | null> => {
    const answer = await call('QueryOrder', { order_no: orderNo });
    if (answer.return_code === 'SUCCESS') return answer;
    // Only "no such order" means Omipay does not know it; any other FAIL (a bad signature, an
    // expired timestamp) is a fault of ours and must not read as "never paid".
    if (OMIPAY_NOT_FOUND.has(answerText(answer, 'error_code'))) return null;
    throw new GatewayRejectedError(OMIPAY, 'invalid', `QueryOrder ${orderNo}: ${failureOf(answer)}`);
  };

  const viewOf = (orderNo: string, answer: OmipayAnswer): GatewayPayment & { currency: string } => {
    const currency = answerText(answer, 'currency');
    const amount = answerAmount(answer, 'total_amount');
    const sameCurrency = config.currency === undefined || currency === config.currency;
    return {
      gatewayPaymentId: orderNo,
      status: omipayPaymentStatus(answerText(answer, 'result_code')),
      amount: sameCurrency ? amount : -1,
      currency,
      // Wallet payments have no card; the stored number stays empty.
      cardNumber: '',
      cardHolder: '',
    };
  };

  return {
    name: OMIPAY,

    async createPayment(_db, p) {
      if (p.savedCardToken !== undefined || p.storedValueCard !== undefined) throw noSavedCards();
      const platform = omipayPlatform(p.paymentType);
      if (platform === null)
        throw new GatewayRejectedError(OMIPAY, 'invalid', `omipay takes WeChat Pay and Alipay, not ${p.paymentType}`);
      if (!Number.isSafeInteger(p.amount) || p.amount <= 0)
        throw new GatewayRejectedError(OMIPAY, 'invalid', `amount ${p.amount} is not whole minor units`);
      const redirect = p.payUiType === 'REDIRECT' ? p.returnUrl : null;
      const params: Record<string, string> = {
        order_name: p.description.slice(0, ORDER_NAME_MAX),
        currency: p.currency,
        amount: String(p.amount),
        notify_url: p.notificationUrl,
        // Our merchant reference: Omipay sends it back in the notification and on the order.
        out_order_no: p.reference,
      };
      const alipay = platform === 'ALIPAY';
      if (alipay) {
        params.type = 'pc';
        if (redirect !== null) params.redirect_url = redirect;
      } else {
        params.platform = platform;
      }
      const answer = await call(alipay ? 'MakeOnlineOrder' : 'MakeQROrder', params);
      const orderNo = answerText(answer, 'order_no');
      const payUrl = answerText(answer, 'pay_url');
      if (answer.return_code !== 'SUCCESS')
        throw new GatewayRejectedError(OMIPAY, 'invalid', `order ${p.reference} refused: ${failureOf(answer)}`);
      if (orderNo === '' || !URL.canParse(payUrl))
        throw new GatewayRejectedError(OMIPAY, 'invalid', `order ${p.reference}: answer without order_no or pay_url`);
      // Alipay's cashier URL is used as given; Omipay's QR page takes the signed fields and the return URL.
      return { gatewayPaymentId: orderNo, url: alipay ? payUrl : signedPageUrl(payUrl, redirect) };
    },

    async getPayment(_db, orderNo) {
      const answer = await readOrder(orderNo);
      return answer && viewOf(orderNo, answer);
    },

    async cancel(_db, orderNo) {
      // Omipay has no call that closes an order: an order still open may yet be paid, so it is
      // reported as not cancelled (the services then treat the payment as under way).
      const answer = await readOrder(orderNo);
      if (answer === null) return false;
      const status = omipayPaymentStatus(answerText(answer, 'result_code'));
      return status === 'declined' || status === 'abandoned';
    },

    async refund(_db, orderNo, amount, idempotencyKey) {
      const answer = await call('Refund', {
        order_no: orderNo,
        out_refund_no: omipayRefundNumber(idempotencyKey),
        amount: String(amount),
      });
      if (answer.return_code === 'SUCCESS') {
        const refundNo = answerText(answer, 'refund_no');
        if (refundNo === '') throw new GatewayRejectedError(OMIPAY, 'invalid', `Refund ${orderNo}: no refund_no`);
        return refundNo;
      }
      // Refused (more than was paid, an order not paid...): nothing was refunded.
      return null;
    },

    async getRefund(refundNo) {
      const answer = await call('QueryRefund', { refund_no: refundNo });
      if (answer.return_code !== 'SUCCESS') {
        if (OMIPAY_NOT_FOUND.has(answerText(answer, 'error_code'))) return null;
        throw new GatewayRejectedError(OMIPAY, 'invalid', `QueryRefund ${refundNo}: ${failureOf(answer)}`);
      }
      return omipayRefundStatus(answerText(answer, 'result_code'));
    },

    async verifyNotification({ rawBody, query }): Promise<NotificationFacts | null> {
      const fields = notificationFields(rawBody, query);
      if (fields === null) return null;
      const text = (name: string) => {
        const value = fields[name];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      };
      // The signature first: nothing else of a notification is read before it holds.
      if (!omipaySignatureMatches(config.merchantNo, text('timestamp'), text('nonce_str'), text('sign'), config.apiKey))
        return null;
      const merchant = text('m_number');
      if (merchant !== '' && merchant !== config.merchantNo) return null;
      const orderNo = text('order_no');
      if (orderNo === '') return null;
      // Omipay notifies paid orders only; whatever it says, the order is read back before anything moves.
      return { gatewayPaymentIds: [orderNo], refundIds: [], ack: OMIPAY_ACK };
    },

    async startCardRegistration() {
      throw noSavedCards();
    },
    async getCardRegistration() {
      return null;
    },
  };
}

/** The notification's fields: its JSON body, or (a GET, an empty body) its query string. */
function notificationFields(
  rawBody: Buffer,
  query: Record<string, string | undefined>,
): Record<string, unknown> | null {
  if (rawBody.length === 0) return { ...query };
  try {
    const parsed: unknown = JSON.parse(rawBody.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
