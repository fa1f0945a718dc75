import { commonActions, commonActors, paymentOutcomeGuards } from './shared.labels';
import { l, type MachineLabels } from './types';

export const payBookingLabels: MachineLabels = {
  flow: l(
    [
      'Pay a held booking',
      'A booking held for payment is paid: the customer picks the method and pays before the hold ({holdMinutes}) lapses.',
    ],
    ['支付保留的预订', '为保留待付款的预订付款：用户选择付款方式，并在保留期（{holdMinutes}）内付款。'],
  ),
  states: {
    choosing: l(
      ['Choosing the method', 'The customer picks the payment method (each may add a surcharge).'],
      ['选择付款方式', '用户选择付款方式（部分有附加费）。'],
    ),
    paying: l(['Paying', 'The payment flow runs.'], ['付款中', '运行付款流程。']),
    paid: l(['Paid', 'The booking is paid and confirmed.'], ['已付款', '预订已付款并确认。']),
    leftForGateway: l(
      ['Left for the gateway', 'The customer went to the gateway page; payment is confirmed on return.'],
      ['已前往支付网关', '用户已前往支付网关；返回后确认付款。'],
    ),
    ended: l(
      ['Not paid', 'The customer gave up (or the payment could not go on): the booking is shown again.'],
      ['未付款', '用户放弃（或无法继续付款）：重新显示预订。'],
    ),
  },
  events: {
    SELECT_METHOD: l(['Pick payment method', 'The customer picks how to pay.'], ['选择付款方式', '用户选择付款方式。']),
    PAY: l(['Pay', 'The customer presses Pay.'], ['付款', '用户点击付款。']),
  },
  guards: {
    ...paymentOutcomeGuards,
    payable: l(
      ['method picked, hold on', 'A method is picked and the hold ({holdMinutes}) has not lapsed.'],
      ['已选方式且未过期', '已选择付款方式，且保留期（{holdMinutes}）未过。'],
    ),
  },
  actions: {
    ...commonActions,
    selectMethod: l(['Keep the method', 'The chosen method is remembered.'], ['保存付款方式', '保存所选付款方式。']),
    reloadBooking: l(
      ['Show the booking again', 'The booking is loaded again as it now is.'],
      ['重新显示预订', '重新加载预订的最新状态。'],
    ),
  },
  actors: { ...commonActors },
};
