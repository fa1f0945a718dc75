import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const bookingChoiceLabels: MachineLabels = {
  flow: l(
    [
      'Choose parking',
      'The customer picks a car park offer, times and tickets; each change is checked against the booking rules at once and priced once it rests.',
    ],
    ['选择停车', '用户选择停车优惠、时间和票数；每次修改立即按预订规则检查，停下后计算价格。'],
  ),
  states: {
    idle: l(
      ['Price shown', 'The price of the choice, or why it has none, is shown.'],
      ['显示价格', '显示所选的价格，或无法报价的原因。'],
    ),
    screening: l(
      [
        'Checking the change',
        "A changed offer, time or ticket count is checked at once against the booking rules and the offer's entry and exit times.",
      ],
      ['检查修改', '修改的优惠、时间或票数立即按预订规则和该优惠的入场、离场时间检查。'],
    ),
    waiting: l(
      ['Pausing', 'The choice rests a moment before it is priced; the last price stays, marked as updating.'],
      ['稍候', '选择稍作停留后再报价；上一个价格保留并标记为更新中。'],
    ),
    estimating: l(
      [
        'Pricing the choice',
        'The server prices the choice while the customer is still choosing; a new change cancels it.',
      ],
      ['计算价格', '用户仍在选择时，服务器计算价格；新的修改会取消本次计算。'],
    ),
  },
  events: {
    SET_OFFER: l(['Pick an offer', 'The customer picks a parking offer.'], ['选择优惠', '用户选择停车优惠。']),
    SET_TIMES: l(
      ['Pick entry and exit', 'The customer picks entry and exit times.'],
      ['选择入场和离场', '用户选择入场和离场时间。'],
    ),
    SET_TICKETS: l(['Pick tickets', 'The customer picks how many tickets.'], ['选择票数', '用户选择票数。']),
  },
  guards: {
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
  },
  actions: {
    ...commonActions,
    choose: l(['Keep the choice', "The customer's choice is remembered."], ['记住选择', '记住用户的选择。']),
    checkAt: l(
      ['Note the time', 'The time of the check is noted (the rules depend on it).'],
      ['记录时间', '记录检查的时间（规则取决于此）。'],
    ),
    awaitEstimate: l(
      ['Mark the price as updating', 'The last price stays on screen, marked as updating.'],
      ['标记价格更新中', '上一个价格保留在屏幕上，标记为更新中。'],
    ),
    storeEstimate: l(['Show the price', 'The price of the choice is shown.'], ['显示价格', '显示所选的价格。']),
    dropEstimate: l(
      ['Clear the price', 'No price is shown for a choice that cannot be priced.'],
      ['清除价格', '无法报价的选择不显示价格。'],
    ),
  },
  actors: {
    quote: l(
      ['Get the price', 'The server works out the price and the tickets left.'],
      ['获取价格', '服务器计算价格和余票。'],
    ),
  },
};
