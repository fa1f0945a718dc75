import { commonActions, commonActors, paymentOutcomeGuards } from './shared.labels';
import { l, type MachineLabels } from './types';

export const topUpLabels: MachineLabels = {
  flow: l(
    [
      'Extend a booking',
      'The customer picks a later exit (at least {topUpInterval} later, charged per {ratePeriod}), sees the price and pays.',
    ],
    ['延长预订', '用户选择更晚的离场时间（至少晚 {topUpInterval}，按每 {ratePeriod} 计费），查看价格并付款。'],
  ),
  states: {
    choosing: l(
      ['Choosing the new exit', 'The customer picks the new exit and the payment method.'],
      ['选择新的离场时间', '用户选择新的离场时间和付款方式。'],
    ),
    quoting: l(
      ['Getting the price', 'The server works out what the extension costs, surcharge included.'],
      ['获取价格', '服务器计算延时费用（含附加费）。'],
    ),
    reviewing: l(['Reviewing', 'The price of the extension is shown.'], ['确认', '显示延时费用。']),
    paying: l(['Paying', 'The payment flow runs.'], ['付款中', '运行付款流程。']),
    failed: l(
      ['Payment failed', 'Not paid; the booking keeps its exit. Pay again or pick another exit.'],
      ['付款失败', '未付款；预订保持原离场时间。可再次付款或选择其他时间。'],
    ),
    succeeded: l(['Extended', 'The booking has its new exit.'], ['延时成功', '预订已更新为新的离场时间。']),
    leftForGateway: l(
      ['Left for the gateway', 'The customer went to the gateway page; payment is confirmed on return.'],
      ['已前往支付网关', '用户已前往支付网关；返回后确认付款。'],
    ),
  },
  events: {
    SET_EXIT: l(['Pick the exit', 'The customer picks the new exit time.'], ['选择离场时间', '用户选择新的离场时间。']),
    SELECT_METHOD: l(['Pick payment method', 'The customer picks how to pay.'], ['选择付款方式', '用户选择付款方式。']),
    QUOTE: l(['Get the price', 'The customer asks for the price.'], ['查询价格', '用户查询价格。']),
    PAY: l(['Pay', 'The customer presses Pay.'], ['付款', '用户点击付款。']),
    RETRY: l(['Try again', 'The customer pays again.'], ['重试', '用户再次付款。']),
    CHANGE_EXIT: l(
      ['Change the exit', 'The customer goes back to pick another exit.'],
      ['修改离场时间', '用户返回选择其他离场时间。'],
    ),
  },
  guards: {
    ...paymentOutcomeGuards,
    exitInvalid: l(
      ['exit too early', 'The new exit is not at least {topUpInterval} after the current one.'],
      ['离场时间过早', '新的离场时间比原来晚不到 {topUpInterval}。'],
    ),
    quoted: l(['price given', 'The server gave the price.'], ['已报价', '服务器已给出价格。']),
  },
  actions: {
    ...commonActions,
    setExit: l(['Keep the exit', 'The new exit is remembered.'], ['保存离场时间', '保存新的离场时间。']),
    setMethod: l(['Keep the method', 'The chosen method is remembered.'], ['保存付款方式', '保存所选付款方式。']),
    markPaid: l(['Note it paid', 'The extension is noted as paid.'], ['记录已付款', '记录延时已付款。']),
    goToTopUpSuccess: l(
      ['Open extension success', 'The extension success page opens.'],
      ['打开延时成功页', '打开延时成功页面。'],
    ),
  },
  actors: {
    ...commonActors,
    quoteTopUp: l(
      ['Get the price', 'The server works out what the extension costs.'],
      ['获取价格', '服务器计算延时费用。'],
    ),
  },
};
