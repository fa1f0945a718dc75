import { commonActions, commonActors } from './shared.labels';
import { l, type MachineLabels } from './types';

export const cancelBookingLabels: MachineLabels = {
  flow: l(
    [
      'Cancel a booking',
      'The exact refund is shown first (full refund up to {fullRefundBefore} before entry); the booking is cancelled only after the customer confirms.',
    ],
    ['取消预订', '先显示确切的退款金额（入场前 {fullRefundBefore} 以上全额退款）；用户确认后才取消预订。'],
  ),
  states: {
    quotingRefund: l(
      ['Getting the refund', 'The server works out the exact refund; the customer may go back without waiting.'],
      ['计算退款', '服务器计算确切退款；用户可以不等待直接返回。'],
    ),
    confirming: l(
      ['Confirm cancellation', 'The refund is shown; nothing is cancelled until the customer confirms.'],
      ['确认取消', '显示退款金额；用户确认前不会取消。'],
    ),
    preparing: l(
      ['Preparing', 'A key is made so that a retried cancellation is never made twice.'],
      ['准备中', '生成请求编号，重试不会重复取消。'],
    ),
    cancelling: l(
      ['Cancelling', 'The booking is cancelled; the tickets go back and the refund is made.'],
      ['取消中', '取消预订；车票释放并退款。'],
    ),
    failed: l(
      ['Cancellation failed', 'The cancellation did not go through; the customer may try again.'],
      ['取消失败', '取消未成功；用户可以重试。'],
    ),
    succeeded: l(
      ['Cancelled', 'The booking is cancelled and the refund is on its way.'],
      ['已取消', '预订已取消，退款处理中。'],
    ),
    kept: l(['Kept', 'The customer kept the booking.'], ['已保留', '用户保留了预订。']),
  },
  events: {
    CONFIRM: l(['Confirm', 'The customer confirms the cancellation.'], ['确认', '用户确认取消。']),
    BACK: l(
      ['Keep the booking', 'The customer goes back and keeps the booking.'],
      ['保留预订', '用户返回并保留预订。'],
    ),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
  },
  guards: {
    refundQuoted: l(['refund given', 'The server gave the refund.'], ['已计算退款', '服务器已给出退款金额。']),
    hasKey: l(
      ['same attempt', 'The last attempt is still open, so its key is reused.'],
      ['同一次尝试', '上次尝试仍未结束，沿用其请求编号。'],
    ),
    accepted: l(['cancelled', 'The server cancelled the booking.'], ['已取消', '服务器已取消预订。']),
  },
  actions: {
    ...commonActions,
    storeRefund: l(['Keep the refund', 'The refund is remembered.'], ['保存退款', '保存退款金额。']),
    markCancelled: l(['Note it cancelled', 'The booking is noted as cancelled.'], ['记录已取消', '记录预订已取消。']),
    closePanel: l(['Close the panel', 'The cancellation panel closes.'], ['关闭面板', '关闭取消面板。']),
    goToCancelSuccess: l(
      ['Open cancellation success', 'The cancellation success page opens.'],
      ['打开取消成功页', '打开取消成功页面。'],
    ),
  },
  actors: {
    ...commonActors,
    quoteRefund: l(['Get the refund', 'The server works out the exact refund.'], ['计算退款', '服务器计算确切退款。']),
    cancelBooking: l(
      ['Cancel the booking', 'The server cancels the booking and makes the refund.'],
      ['取消预订', '服务器取消预订并退款。'],
    ),
  },
};
