/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /s/{shop}/pro/pos/onlinePosOrderRpt (staff, X-Pos-Key): the shop's online orders, newest first; with change, first moves one order to a status (received -> preparing -> ready -> completed; cancelled refunds a paid order).
 */
export interface PosOnlineOrderRptRequest {
  /**
   * Only orders in these statuses (default: all but pending_payment).
   *
   * @maxItems 6
   */
  statuses?:
    | []
    | ['pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled']
    | [
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled'
      ]
    | [
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled'
      ]
    | [
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled'
      ]
    | [
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled'
      ]
    | [
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled',
        'pending_payment' | 'received' | 'preparing' | 'ready' | 'completed' | 'cancelled'
      ];
  /**
   * A status change.
   */
  change?: {
    /**
     * Order id.
     */
    orderId: string;
    /**
     * The new status.
     */
    status: 'preparing' | 'ready' | 'completed' | 'cancelled';
  };
  /**
   * Mark a product sold out, hidden or available again.
   */
  availability?: {
    /**
     * Product id.
     */
    productId: string;
    /**
     * New state.
     */
    state: 'available' | 'sold_out' | 'hidden';
  };
}
