import type { Problem } from '../generated/api/problem';
import type { ShopOrderPayRequest } from '../generated/api/shop-order-pay.request';

/**
 * Small pieces every payment call shares when it maps a server reply onto the payment machine's
 * replies (flows/parking/parking-replies.ts), kept in one place so a refusal reads the same whichever
 * call refused.
 */

/** The layouts a gateway page can send the payer back to: every request's `returnLayout` takes these (from the schemas). */
export type ReturnLayout = NonNullable<ShopOrderPayRequest['returnLayout']>;

/**
 * Where a REDIRECT gateway sends the payer back to: this layout's own pay or card page. The embed
 * layout has none, so it returns to the shop's.
 */
export const returnLayoutOf = (layout: string): ReturnLayout =>
  layout === 'app' || layout === 'company' ? layout : 'shop';

/** The fields of a reply a refusal carries on (src/protocol/response.ts). */
interface Refusal {
  rtn: number;
  dispMsg?: string;
  problem?: Problem;
}

/**
 * A refusal as the payment machine reads it: the server's code with its message and problem (when
 * it sent them), and nothing else of the reply, so the step shows the server's words rather than
 * only its own fallback (docs/rules.md#payment-states).
 */
export const refusalOf = (result: Refusal): Refusal => ({
  rtn: result.rtn,
  ...(result.dispMsg ? { dispMsg: result.dispMsg } : {}),
  ...(result.problem ? { problem: result.problem } : {}),
});
