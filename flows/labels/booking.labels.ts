import { commonActions, commonActors, paymentOutcomeGuards } from './shared.labels';
import { l, type MachineLabels } from './types';

export const bookingLabels: MachineLabels = {
  flow: l(
    [
      'Book parking',
      'At checkout the chosen offer and times are priced with the payment method; the customer accepts the terms, orders and pays (or confirms a free booking).',
    ],
    ['预订停车', '结账时按付款方式为所选优惠和时间报价；用户同意条款，下单并付款（或确认免费预订）。'],
  ),
  states: {
    opening: l(
      ['Opening checkout', 'The checkout opens; if it came with times, they are checked at once.'],
      ['打开结账', '打开结账页；如已带有时间，立即检查。'],
    ),
    choosing: l(
      [
        'No price yet',
        'The choice has no price (a rule it breaks, none given, or the checkout opened without times): the customer asks again or picks another payment method or voucher.',
      ],
      [
        '尚无价格',
        '所选尚无价格（违反规则、未能报价，或打开结账页时未带时间）：用户可再次查询，或改选付款方式或优惠券。',
      ],
    ),
    checking: l(
      [
        'Checking the rules',
        'The booking rules are checked: a stay of at least {minimumStay}, no more than {maxTickets} tickets, not too far ahead.',
      ],
      ['检查规则', '检查预订规则：停留至少 {minimumStay}，票数不超过 {maxTickets}，不能过早预订。'],
    ),
    quoting: l(
      [
        'Getting the price',
        'The server works out the price, with any surcharge of the payment method, and the tickets left.',
      ],
      ['获取价格', '服务器计算价格（含付款方式附加费）和剩余票数。'],
    ),
    reviewing: l(
      ['Reviewing', 'The price breakdown is shown; the terms must be accepted before paying.'],
      ['确认订单', '显示价格明细；付款前须同意条款。'],
    ),
    preparingOrder: l(
      ['Preparing the order', 'A key is made so that a retried order is never placed twice.'],
      ['准备订单', '生成请求编号，重试时不会重复下单。'],
    ),
    ordering: l(
      ['Placing the order', 'The order is placed: the tickets are held for {holdMinutes} while the customer pays.'],
      ['下单中', '下单：车票保留 {holdMinutes}，等待用户付款。'],
    ),
    placed: l(
      ['Order placed', 'A free booking is confirmed; anything else goes to payment.'],
      ['已下单', '免费预订直接确认；其他进入付款。'],
    ),
    confirmingZero: l(
      ['Confirming free booking', 'A booking with nothing to pay is confirmed without payment.'],
      ['确认免费预订', '无需付款的预订直接确认。'],
    ),
    paying: l(['Paying', 'The payment flow runs.'], ['付款中', '运行付款流程。']),
    paymentFailed: l(
      [
        'Payment failed',
        'Not paid; the tickets stay held until the hold lapses. The customer may pay again or give up.',
      ],
      ['付款失败', '未付款；车票保留至保留时间结束。用户可再次付款或放弃。'],
    ),
    paymentCancelled: l(
      [
        'Payment cancelled',
        'The customer cancelled the payment; nothing was charged and the booking is kept. Another payment method may be chosen and the booking paid, or the customer starts again.',
      ],
      ['付款已取消', '用户取消了付款；未扣款，预订仍保留。可选择其他付款方式付款，或重新开始。'],
    ),
    callFailed: l(
      ['Order not sent', 'The order or confirmation did not get through; a retry sends the same order again.'],
      ['订单未送达', '订单或确认未送达；重试会再次发送同一订单。'],
    ),
    succeeded: l(['Booked', 'The booking is paid (or confirmed free).'], ['预订成功', '预订已付款（或免费确认）。']),
    leftForGateway: l(
      ['Left for the gateway', 'The customer went to the payment gateway page; payment is confirmed on return.'],
      ['已前往支付网关', '用户已前往支付网关页面；返回后确认付款。'],
    ),
    gaveUp: l(
      ['Gave up', 'The customer gave up; an unpaid booking is released when its hold lapses.'],
      ['已放弃', '用户放弃；未付款的预订在保留时间结束后释放。'],
    ),
  },
  events: {
    SELECT_VOUCHER: l(
      [
        'Pick a voucher',
        'The customer applies one of their vouchers (or none); the price is worked out again with its discount.',
      ],
      ['选择优惠券', '用户使用自己的一张优惠券（或不用）；按折扣重新计算价格。'],
    ),
    SELECT_SAVED_CARD: l(
      [
        'Pick a saved card',
        'The customer pays with a saved card, or chooses to enter a card at the gateway; the price stays the same.',
      ],
      ['选择已保存的卡', '用户选择用已保存的卡付款，或在支付网关输入卡信息；价格不变。'],
    ),
    SELECT_METHOD: l(
      ['Pick payment method', 'The customer picks how to pay (each method may add a surcharge).'],
      ['选择付款方式', '用户选择付款方式（部分方式有附加费）。'],
    ),
    QUOTE: l(['Get the price', 'The customer asks for the price.'], ['查询价格', '用户查询价格。']),
    ACCEPT_TERMS: l(
      ['Accept the terms', 'The customer ticks the terms and conditions.'],
      ['同意条款', '用户勾选条款与条件。'],
    ),
    CHANGE_OFFER: l(
      ['Change offer', 'The customer goes back to change the offer.'],
      ['修改优惠', '用户返回修改优惠。'],
    ),
    CHANGE_TIME: l(['Change times', 'The customer goes back to change the times.'], ['修改时间', '用户返回修改时间。']),
    CHANGE_TICKETS: l(
      ['Change tickets', 'The customer goes back to change the number of tickets.'],
      ['修改票数', '用户返回修改票数。'],
    ),
    PAY: l(['Pay', 'The customer presses Pay.'], ['付款', '用户点击付款。']),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
    GIVE_UP: l(['Give up', 'The customer gives up.'], ['放弃', '用户放弃。']),
  },
  guards: {
    openedWithTime: l(
      ['opened with times', 'The checkout was opened with entry and exit already chosen.'],
      ['已带时间', '打开结账页时已选好入场和离场时间。'],
    ),
    offerMissing: l(['no offer', 'No offer is chosen.'], ['未选优惠', '尚未选择优惠。']),
    breaksRule: l(
      [
        'breaks a rule',
        "The choice breaks a booking rule (a stay shorter than {minimumStay}, too many tickets, too far ahead) or the offer's entry and exit times.",
      ],
      ['违反规则', '所选违反预订规则（停留短于 {minimumStay}、票数过多或过早预订）或该优惠的入场、离场时间。'],
    ),
    soldOut: l(['sold out', 'No tickets are left for those times.'], ['已售罄', '该时段已无余票。']),
    tooFewLeft: l(
      ['too few left', 'Fewer tickets are left than the customer asked for.'],
      ['余票不足', '余票少于用户所需。'],
    ),
    quoted: l(['price given', 'The server gave the price.'], ['已报价', '服务器已给出价格。']),
    termsAccepted: l(['terms accepted', 'The customer has accepted the terms.'], ['已同意条款', '用户已同意条款。']),
    ordered: l(['order placed', 'The server placed the order.'], ['已下单', '服务器已下单。']),
    zeroTotal: l(['nothing to pay', 'The total is zero.'], ['无需付款', '总额为零。']),
    accepted: l(['confirmed', 'The server confirmed the free booking.'], ['已确认', '服务器已确认免费预订。']),
    bookingPlaced: l(
      ['order already placed', 'The order got through before; only the confirmation is repeated.'],
      ['订单已下', '订单之前已送达；只需重新确认。'],
    ),
    ...paymentOutcomeGuards,
  },
  actions: {
    ...commonActions,
    chooseMethod: l(
      [
        'Keep the payment method',
        "The method chosen after a cancelled payment is remembered; the server adds that method's surcharge when the payment starts.",
      ],
      ['记住付款方式', '记住付款取消后所选的付款方式；开始付款时由服务器加上该方式的附加费。'],
    ),
    chooseSavedCard: l(
      ['Keep the saved card', 'The chosen saved card (or none) is remembered; the price stands.'],
      ['记住所选的卡', '记住所选的已保存卡（或不用）；价格不变。'],
    ),
    choose: l(['Keep the choice', "The customer's choice is remembered."], ['记住选择', '记住用户的选择。']),
    checkAt: l(
      ['Note the time', 'The time of the check is noted (the rules depend on it).'],
      ['记录时间', '记录检查的时间（规则取决于此）。'],
    ),
    setTerms: l(['Tick the terms', 'The terms box is ticked or cleared.'], ['勾选条款', '勾选或取消条款。']),
    setFocus: l(['Focus the field', 'The field to change gets the focus.'], ['定位字段', '光标移到要修改的字段。']),
    storeOrderKey: l(
      ['Keep the order key', "The order's key is remembered for retries."],
      ['保存订单编号', '保存订单请求编号以便重试。'],
    ),
    storeBooking: l(['Keep the booking', 'The booking is remembered.'], ['保存预订', '保存预订。']),
    dropOrder: l(['Drop the order', 'The refused order is forgotten.'], ['放弃订单', '丢弃被拒的订单。']),
    recordHeldBooking: l(
      [
        'Note the held booking',
        'The checkout address names the booking, so a reload pays for it instead of ordering again.',
      ],
      ['记录保留的预订', '结账地址记下该预订，刷新后继续付款而不会重复下单。'],
    ),
    goBackToChoice: l(
      ['Back to the choice', 'The customer is taken back to the booking page.'],
      ['返回选择', '返回预订页面。'],
    ),
  },
  actors: {
    ...commonActors,
    quote: l(
      ['Get the price', 'The server works out the price and the tickets left.'],
      ['获取价格', '服务器计算价格和余票。'],
    ),
    placeOrder: l(
      ['Place the order', 'The server places the order and holds the tickets.'],
      ['下单', '服务器下单并保留车票。'],
    ),
    confirmZero: l(
      ['Confirm free booking', 'The server confirms a booking with nothing to pay.'],
      ['确认免费预订', '服务器确认无需付款的预订。'],
    ),
  },
};
