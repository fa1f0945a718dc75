import { commonActions, commonActors } from './shared.labels';
import { l, type MachineLabels } from './types';

export const paymentLabels: MachineLabels = {
  flow: l(
    [
      'Pay',
      'The customer pays a booking, an extension or a wallet top-up: a stored-value card by its PIN, otherwise the payment gateway (in a window or on its own page), the status check, then the order is sent.',
    ],
    [
      '付款',
      '用户为预订、延时或钱包充值付款：储值卡凭密码付款，否则进入支付网关（弹窗或跳转页面），查询状态，然后提交订单。',
    ],
  ),
  states: {
    entering: l(
      ['Starting', 'Picks the first step: back from the gateway, a card PIN, or a new attempt.'],
      ['开始', '选择第一步：从网关返回、输入卡密码，或新的付款尝试。'],
    ),
    pinEntry: l(
      [
        'Enter card PIN',
        'A stored-value card is checked by its {pinLength}-digit PIN and pays with it (the stored-value PIN check, its own flow).',
      ],
      ['输入卡密码', '储值卡通过 {pinLength} 位密码验证并直接扣款（储值卡密码验证，独立流程）。'],
    ),
    preparingAttempt: l(
      ['Preparing the payment', 'A key is made so that a retry is never charged twice.'],
      ['准备付款', '生成请求编号，重试不会重复扣款。'],
    ),
    starting: l(
      ['Starting the payment', 'The server starts the payment with the gateway.'],
      ['发起付款', '服务器向支付网关发起付款。'],
    ),
    awaitingPayer: l(
      ['Gateway window open', 'The gateway page is shown in a window until the customer returns or closes it.'],
      ['支付窗口已打开', '在弹窗中显示支付网关页面，直到用户返回或关闭。'],
    ),
    'awaitingPayer.watching': l(
      ['Waiting for the customer', 'The window is open; the status is checked every few seconds.'],
      ['等待用户', '窗口已打开；每隔几秒查询一次状态。'],
    ),
    'awaitingPayer.checking': l(
      ['Quiet status check', 'A status check while the window is open; once decided, the window closes.'],
      ['后台查询状态', '窗口打开时查询状态；一旦有结果即关闭窗口。'],
    ),
    redirecting: l(
      ['Going to the gateway', "The app leaves for the gateway's own page; on return a new payment confirms it."],
      ['跳转到支付网关', '应用跳转到支付网关页面；返回后由新的付款流程确认。'],
    ),
    confirming: l(
      ['Checking the payment', 'The server is asked whether the payment went through.'],
      ['确认付款', '向服务器查询付款是否成功。'],
    ),
    waitingToPoll: l(
      ['Waiting to check again', 'Still pending: checks again after a pause, a few times at most.'],
      ['等待再次查询', '仍在处理中：稍后再查，最多几次。'],
    ),
    unconfirmed: l(
      ['Status unknown', 'The status is still unknown; the customer may check again.'],
      ['状态未知', '状态仍未知；用户可以再次查询。'],
    ),
    orderSend: l(
      ['Sending the order', 'Paid: the final order is sent. The page must not be closed.'],
      ['提交订单', '已付款：提交最终订单。请勿关闭页面。'],
    ),
    orderSendFailed: l(
      ['Order not sent', 'The order did not get through: retry, or show the receipt of the payment.'],
      ['订单提交失败', '订单未送达：重试，或显示付款收据。'],
    ),
    failed: l(
      ['Payment failed', 'The payment failed or could not be started; the customer may try again.'],
      ['付款失败', '付款失败或无法发起；用户可以重试。'],
    ),
    abandoned: l(
      ['Left without paying', 'The customer left the gateway without paying.'],
      ['未付款离开', '用户未付款就离开了支付网关。'],
    ),
    approved: l(
      ['Paid', 'Paid, and the order sent (or the receipt shown).'],
      ['已付款', '已付款，订单已提交（或已显示收据）。'],
    ),
    cancelled: l(['Cancelled', 'The customer gave up; nothing was charged.'], ['已取消', '用户放弃；未扣款。']),
  },
  events: {
    SUBMIT_PIN: l(
      ['PIN entered', 'The customer types the card PIN; it goes to the PIN check.'],
      ['提交密码', '用户输入卡密码，交给密码验证流程。'],
    ),
    PAYER_RETURNED: l(
      ['Customer returned', 'The customer comes back from the gateway page.'],
      ['用户返回', '用户从支付网关页面返回。'],
    ),
    PAYER_CLOSED: l(['Window closed', 'The customer closes the gateway window.'], ['关闭窗口', '用户关闭支付窗口。']),
    CHECK_AGAIN: l(
      ['Check again', 'The customer asks to check the status again.'],
      ['再次查询', '用户要求再次查询状态。'],
    ),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
    SHOW_RECEIPT: l(
      ['Show receipt', 'The customer asks for the receipt of the approved payment.'],
      ['显示收据', '用户查看已批准付款的收据。'],
    ),
    CANCEL: l(['Cancel', 'The customer gives up paying.'], ['取消', '用户放弃付款。']),
    HOLD_ENDED: l(
      ['Time to pay is up', "The booking's hold ended: its tickets went back, so it can no longer be paid."],
      ['付款时间已到', '预订保留期已结束：车票已释放，无法再付款。'],
    ),
  },
  guards: {
    resuming: l(
      ['back from the gateway', 'The customer is back from the gateway page.'],
      ['从网关返回', '用户从支付网关页面返回。'],
    ),
    needsPin: l(
      ['stored-value card', 'The method is a stored-value card, which needs a PIN.'],
      ['储值卡', '付款方式为储值卡，需要密码。'],
    ),
    verified: l(['paid', 'The PIN check ended with the card paid.'], ['已扣款', '密码验证通过，储值卡已扣款。']),
    verificationRefused: l(
      ['refused', 'The card cannot pay (balance short, no card, no PIN set).'],
      ['被拒', '该卡无法付款（余额不足、无卡或未设置密码）。'],
    ),
    startedPaid: l(
      [
        'charged',
        'The server took the payment at once (from a stored-value card or a saved card): only the check is left.',
      ],
      ['已直接扣款', '服务器已直接扣款（从储值卡或已保存的卡）：只需确认付款。'],
    ),
    startedRedirect: l(
      ['gateway page', 'The gateway wants its own page (redirect).'],
      ['跳转页面', '支付网关使用独立页面（跳转）。'],
    ),
    startedDialog: l(
      ['gateway window', 'The gateway is shown in a window (dialog).'],
      ['弹窗', '支付网关显示在弹窗中。'],
    ),
    decided: l(['decided', 'The payment is approved or refused.'], ['已有结果', '付款已批准或被拒。']),
    approved: l(['approved', 'The payment was approved.'], ['已批准', '付款已批准。']),
    stillPending: l(['still pending', 'The payment is still being processed.'], ['处理中', '付款仍在处理中。']),
    pendingAfterLastPoll: l(
      ['pending after the last check', 'Still pending after the last check.'],
      ['最后一次仍在处理', '最后一次查询时仍在处理中。'],
    ),
    abandoned: l(
      ['left unpaid', 'The customer left the gateway without paying.'],
      ['未付款离开', '用户未付款就离开支付网关。'],
    ),
    orderSent: l(['order sent', 'The server took the order.'], ['订单已提交', '服务器已接收订单。']),
    hasKey: l(
      ['same attempt', 'The last attempt is still open, so its key is reused.'],
      ['同一次尝试', '上次尝试仍未结束，沿用其请求编号。'],
    ),
    canPayAgainAfterAbandon: l(
      ['may pay again', 'A booking may be paid again while its hold lasts; an extension or a wallet top-up always.'],
      ['可再次付款', '预订在保留期内可以再次付款；延时或钱包充值随时可以。'],
    ),
  },
  actions: {
    ...commonActions,
    forwardToVerification: l(
      ['To PIN check', 'The PIN, a retry or a cancel goes to the PIN check.'],
      ['转交验证', '密码、重试或取消交给密码验证流程。'],
    ),
    storeVerified: l(
      ['Keep the card payment', 'The key and the transaction the card paid are remembered.'],
      ['保存扣款信息', '保存请求编号和储值卡付款的交易号。'],
    ),
    storeStart: l(
      ['Keep the gateway details', 'The transaction and the gateway page are remembered.'],
      ['保存网关信息', '保存交易号和网关页面。'],
    ),
    redirectToGateway: l(
      ['Open the gateway page', "The browser goes to the gateway's page."],
      ['打开网关页面', '浏览器跳转到支付网关页面。'],
    ),
    countPoll: l(['Count the check', 'One more status check is counted.'], ['计数查询', '状态查询次数加一。']),
    resetPolls: l(['Reset the count', 'The status check count starts again.'], ['重置计数', '状态查询次数重新开始。']),
    storeCardNumber: l(
      ['Keep the card number', 'The masked card number is kept for the receipt.'],
      ['保存卡号', '保存掩码卡号，用于收据。'],
    ),
    endAttempt: l(
      ['End the attempt', 'This attempt is over; a retry makes a new one.'],
      ['结束本次尝试', '本次尝试结束；重试会重新开始。'],
    ),
    markOrderSent: l(['Note the order sent', 'The order is noted as sent.'], ['记录订单已提交', '记录订单已提交。']),
    endHold: l(
      ['Note the time is up', 'Paying the booking again is no longer offered.'],
      ['记录时间已到', '不再提供重新付款。'],
    ),
    reportApproved: l(['Report paid', 'The screen is told the payment is done.'], ['通知已付款', '通知页面付款完成。']),
  },
  actors: {
    ...commonActors,
    startPayment: l(
      ['Start the payment', 'The server starts the payment with the gateway.'],
      ['发起付款', '服务器向支付网关发起付款。'],
    ),
    confirmPayment: l(
      ['Check the payment', 'The server asks the gateway whether the payment went through.'],
      ['查询付款', '服务器向支付网关查询付款是否成功。'],
    ),
    sendOrder: l(['Send the order', 'The server records the paid order.'], ['提交订单', '服务器记录已付款的订单。']),
    storedValueVerification: l(
      ['Card PIN check', 'The stored-value verification flow: the PIN, checked by the server as the card pays.'],
      ['卡密码验证', '储值卡验证流程：服务器在扣款时核对密码。'],
    ),
  },
};
