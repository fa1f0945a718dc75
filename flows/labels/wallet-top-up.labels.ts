import { commonActions, commonActors, paymentOutcomeGuards } from './shared.labels';
import { l, type MachineLabels } from './types';

export const walletTopUpLabels: MachineLabels = {
  flow: l(
    [
      'Top up a wallet card',
      "Top up a stored-value wallet card through the gateway: an amount within the programme's rules, then the payment; credited once confirmed.",
    ],
    ['钱包卡充值', '通过支付网关为储值钱包卡充值：先选择符合会员计划规则的金额，再付款；确认后入账。'],
  ),
  states: {
    entering: l(
      ['Starting', 'Back from the gateway page: that payment is confirmed; otherwise the amount comes first.'],
      ['开始', '从网关页面返回：确认该笔付款；否则先选择金额。'],
    ),
    choosing: l(
      ['Choosing the amount', 'The customer picks or types an amount and picks the payment method.'],
      ['选择金额', '用户选择或输入金额，并选择付款方式。'],
    ),
    paying: l(
      ['Paying', 'The payment flow runs (through the gateway, no card PIN).'],
      ['付款中', '运行付款流程（通过支付网关，无需卡密码）。'],
    ),
    failed: l(
      ['Payment failed', 'Not paid, nothing credited: pay again, change the amount or close.'],
      ['付款失败', '未付款，未入账：可再次付款、修改金额或关闭。'],
    ),
    credited: l(
      ['Credited', 'Paid and credited: the card shows its new balance and the top-up in its history.'],
      ['已入账', '已付款并入账：卡片显示新余额，记录中出现这笔充值。'],
    ),
    leftForGateway: l(
      ['Left for the gateway', "The customer went to the gateway's page; the wallet confirms the payment on return."],
      ['已前往支付网关', '用户已前往支付网关页面；返回后钱包确认付款。'],
    ),
    cancelled: l(
      ['Closed', 'The customer closed the top-up; nothing was charged.'],
      ['已关闭', '用户关闭了充值；未扣款。'],
    ),
  },
  events: {
    SET_AMOUNT: l(
      ['Pick the amount', 'The customer picks a preset amount or types one.'],
      ['选择金额', '用户选择预设金额或输入金额。'],
    ),
    SELECT_METHOD: l(['Pick payment method', 'The customer picks how to pay.'], ['选择付款方式', '用户选择付款方式。']),
    PAY: l(['Pay', 'The customer presses Pay.'], ['付款', '用户点击付款。']),
    RETRY: l(['Try again', 'The customer pays again.'], ['重试', '用户再次付款。']),
    CHANGE_AMOUNT: l(
      ['Change the amount', 'The customer goes back to change the amount.'],
      ['修改金额', '用户返回修改金额。'],
    ),
    CANCEL: l(['Close', 'The customer closes the top-up.'], ['关闭', '用户关闭充值。']),
  },
  guards: {
    ...paymentOutcomeGuards,
    resuming: l(
      ['back from the gateway', 'The customer is back from the gateway page with a payment to confirm.'],
      ['从网关返回', '用户从支付网关页面返回，有待确认的付款。'],
    ),
    amountInvalid: l(
      [
        'amount not allowed',
        "The amount is missing, outside the programme's minimum and maximum, or would take the balance over its cap.",
      ],
      ['金额不允许', '金额为空、超出会员计划的最低或最高限额，或充值后余额将超过上限。'],
    ),
  },
  actions: {
    ...commonActions,
    reportCredited: l(
      ['Report credited', "The wallet reloads the card's balance and history."],
      ['通知已入账', '钱包重新加载卡片余额和记录。'],
    ),
    setAmount: l(['Keep the amount', 'The chosen amount is remembered.'], ['保存金额', '保存所选金额。']),
    setMethod: l(['Keep the method', 'The chosen method is remembered.'], ['保存付款方式', '保存所选付款方式。']),
    markCredited: l(
      ['Note it credited', 'The top-up is noted as paid and credited.'],
      ['记录已入账', '记录充值已付款并入账。'],
    ),
    forgetResume: l(
      ['Forget the return', 'The payment the customer came back with is done with; a retry starts a new one.'],
      ['清除返回记录', '返回时带回的付款已处理完；重试会发起新的付款。'],
    ),
  },
  actors: {
    payment: commonActors.payment!,
  },
};
