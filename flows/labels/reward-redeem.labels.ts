import { commonActions, commonActors } from './shared.labels';
import { l, type MachineLabels } from './types';

export const rewardRedeemLabels: MachineLabels = {
  flow: l(
    [
      'Spend points on a reward',
      "The customer chooses a reward the card's points cover and confirms; the server takes the points and gives the reward once.",
    ],
    ['用积分兑换奖励', '用户选择卡内积分足够的奖励并确认；服务器扣除积分并发放奖励，只发放一次。'],
  ),
  states: {
    choosing: l(
      ['Choosing a reward', 'The rewards with their price in points; one the points do not cover cannot be chosen.'],
      ['选择奖励', '列出各项奖励及所需积分；积分不足的奖励无法选择。'],
    ),
    preparing: l(
      ['Preparing', 'A key is made as the confirmation opens, so that a retry never spends the points twice.'],
      ['准备中', '打开确认时生成请求编号，重试不会重复扣除积分。'],
    ),
    confirming: l(
      ['Confirm the reward', 'The customer is asked to spend the points; nothing is spent before they confirm.'],
      ['确认兑换', '请用户确认使用积分；确认前不扣除任何积分。'],
    ),
    redeeming: l(
      ['Redeeming', 'The server takes the points and gives the reward in one step.'],
      ['兑换中', '服务器一次性扣除积分并发放奖励。'],
    ),
    failed: l(
      ['Not sent', 'The request did not reach the server; the customer may send it again with the same key.'],
      ['未能发送', '请求未到达服务器；用户可以用同一请求编号重新发送。'],
    ),
    refused: l(
      [
        'Refused',
        'The server refused (not enough points, the voucher already held, the balance limit): nothing was spent.',
      ],
      ['兑换被拒', '服务器拒绝兑换（积分不足、已持有该优惠券或余额超限）：未扣除积分。'],
    ),
    redeemed: l(
      ['Reward given', 'The points are spent; the voucher is in the wallet or the credit is on the card.'],
      ['兑换成功', '积分已扣除；优惠券已放入钱包，或金额已存入储值卡。'],
    ),
  },
  events: {
    CHOOSE: l(['Choose a reward', 'The customer chooses a reward.'], ['选择奖励', '用户选择一项奖励。']),
    CONFIRM: l(['Spend the points', 'The customer confirms spending the points.'], ['使用积分', '用户确认使用积分。']),
    RETRY: l(['Try again', 'The customer sends the request again.'], ['重试', '用户重新发送请求。']),
    BACK: l(['Back to the rewards', 'The customer goes back to the list.'], ['返回奖励列表', '用户返回奖励列表。']),
  },
  guards: {
    affordable: l(
      ['points enough', "The card's points cover the reward's price."],
      ['积分足够', '卡内积分足以兑换该奖励。'],
    ),
    redeemed: l(
      ['reward given', 'The server took the points and gave the reward.'],
      ['已兑换', '服务器已扣除积分并发放奖励。'],
    ),
  },
  actions: {
    ...commonActions,
    reportRedeemed: l(
      ['Refresh the wallet', "The wallet shows the card's new points, the vouchers and the history."],
      ['刷新钱包', '钱包显示卡的新积分、优惠券和记录。'],
    ),
    reportRefused: l(
      ['Read the cards again', 'The wallet reads the cards again, in case their points changed.'],
      ['重新读取卡片', '钱包重新读取卡片，以防积分已有变化。'],
    ),
    choose: l(['Keep the choice', 'The chosen reward is remembered.'], ['记住选择', '记住所选奖励。']),
    forgetChoice: l(
      ['Forget the choice', 'The chosen reward and its key are dropped.'],
      ['清除选择', '清除所选奖励及其请求编号。'],
    ),
    storeRedemption: l(
      ['Keep the result', 'The points left and what the reward gave are remembered.'],
      ['保存结果', '保存剩余积分和奖励内容。'],
    ),
  },
  actors: {
    ...commonActors,
    redeemReward: l(
      ['Redeem the reward', 'The server takes the points and gives the reward.'],
      ['兑换奖励', '服务器扣除积分并发放奖励。'],
    ),
  },
};
