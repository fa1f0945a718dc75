import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const savedCardAddLabels: MachineLabels = {
  flow: l(
    [
      'Save a payment card',
      "Save a payment card: the gateway's own card-entry page tokenises it (dialog or redirect), then the server confirms and keeps only the token.",
    ],
    ['保存付款卡', '保存付款卡：由支付网关自己的录卡页面生成卡令牌（弹窗或跳转），然后服务器确认并只保存令牌。'],
  ),
  states: {
    opening: l(
      ['Opening', 'Back from the gateway page: that card is confirmed; otherwise the list of cards is shown.'],
      ['打开', '从网关页面返回：确认该卡；否则显示已保存的卡列表。'],
    ),
    idle: l(
      ['Saved cards', 'The list of saved cards; the customer may add one.'],
      ['已保存的卡', '已保存的卡列表；用户可以添加新卡。'],
    ),
    starting: l(
      ['Starting', 'The server starts a card registration at the gateway (its card-entry page).'],
      ['开始录卡', '服务器在支付网关发起录卡（网关的录卡页面）。'],
    ),
    redirecting: l(
      ['Going to the gateway', "The app leaves for the gateway's card-entry page, which comes back to the cards page."],
      ['跳转到支付网关', '应用跳转到支付网关的录卡页面，完成后返回卡片页面。'],
    ),
    awaitingPayer: l(
      [
        'Gateway window open',
        "The gateway's card-entry page is shown in a window until the customer saves, cancels or closes it.",
      ],
      ['录卡窗口已打开', '在弹窗中显示支付网关的录卡页面，直到用户保存、取消或关闭。'],
    ),
    confirming: l(
      ['Checking the card', 'The server asks the gateway how the registration ended; a saved card is kept.'],
      ['确认卡片', '服务器向支付网关查询录卡结果；保存成功的卡。'],
    ),
    waitingToPoll: l(
      ['Waiting to check again', 'The card is not entered yet: checks again after a pause, a few times at most.'],
      ['等待再次查询', '卡尚未录入：稍后再查，最多几次。'],
    ),
    unconfirmed: l(
      [
        'Status unknown',
        'Still not entered after a few checks (or the check failed): check again, start over or leave it.',
      ],
      ['状态未知', '多次查询后仍未录入（或查询失败）：可再次查询、重新开始或放弃。'],
    ),
    saved: l(
      ['Card saved', 'The card is saved; the customer may add another.'],
      ['卡已保存', '卡已保存；用户可以再添加一张。'],
    ),
    failed: l(
      ['Card not saved', 'The card could not be saved (or offline); the customer may try again.'],
      ['保存失败', '无法保存卡（或网络断开）；用户可以重试。'],
    ),
  },
  events: {
    ADD: l(['Add a card', 'The customer asks to save a new card.'], ['添加卡', '用户要求保存一张新卡。']),
    PAYER_RETURNED: l(
      ['Customer returned', 'The customer comes back from the gateway window.'],
      ['用户返回', '用户从支付网关窗口返回。'],
    ),
    PAYER_CLOSED: l(
      ['Window closed', 'The customer closes the gateway window.'],
      ['关闭窗口', '用户关闭支付网关窗口。'],
    ),
    CHECK_AGAIN: l(
      ['Check again', 'The customer asks to check the card again.'],
      ['再次查询', '用户要求再次查询卡的状态。'],
    ),
    DISMISS: l(
      ['Close', 'The customer closes the message and goes back to the list.'],
      ['关闭', '用户关闭提示，返回卡列表。'],
    ),
  },
  guards: {
    resuming: l(
      ['back from the gateway', 'The customer is back from the gateway page with a registration to confirm.'],
      ['从网关返回', '用户从支付网关页面返回，有待确认的录卡。'],
    ),
    startedRedirect: l(
      ['gateway page', 'The gateway wants its own page (redirect).'],
      ['跳转页面', '支付网关使用独立页面（跳转）。'],
    ),
    startedDialog: l(
      ['gateway window', 'The gateway is shown in a window (dialog).'],
      ['弹窗', '支付网关显示在弹窗中。'],
    ),
    saved: l(
      ['card saved', 'The gateway registered the card and the server kept its token.'],
      ['卡已保存', '支付网关已登记该卡，服务器已保存其令牌。'],
    ),
    abandoned: l(
      ['left without saving', 'The customer left the gateway page without saving a card.'],
      ['未保存离开', '用户未保存卡就离开了支付网关页面。'],
    ),
    stillPending: l(
      ['still pending', 'The card is not entered yet; there are checks left.'],
      ['处理中', '卡尚未录入；还可以继续查询。'],
    ),
    pendingAfterLastPoll: l(
      ['pending after the last check', 'Still not entered after the last check.'],
      ['最后一次仍在处理', '最后一次查询时卡仍未录入。'],
    ),
  },
  actions: {
    ...commonActions,
    redirectToGateway: l(
      ['Open the gateway page', "The browser goes to the gateway's card-entry page."],
      ['打开网关页面', '浏览器跳转到支付网关的录卡页面。'],
    ),
    reportSaved: l(
      ['Report saved', 'The screen is told a card was saved and shows the new list.'],
      ['通知已保存', '通知页面卡已保存，并显示新的列表。'],
    ),
    storeStart: l(
      ['Keep the registration', 'The registration and the gateway page are remembered.'],
      ['保存录卡信息', '保存录卡编号和网关页面。'],
    ),
    countPoll: l(['Count the check', 'One more check is counted.'], ['计数查询', '查询次数加一。']),
    resetPolls: l(['Reset the count', 'The check count starts again.'], ['重置计数', '查询次数重新开始。']),
    clear: l(
      ['Start afresh', 'The last registration and message are forgotten.'],
      ['重新开始', '清除上一次的录卡信息和提示。'],
    ),
  },
  actors: {
    startAdding: l(
      ['Start saving a card', 'The server starts a card registration at the gateway.'],
      ['发起录卡', '服务器在支付网关发起录卡。'],
    ),
    confirmAdding: l(
      ['Check the card', 'The server asks the gateway how the registration ended and keeps the token of a saved card.'],
      ['查询录卡结果', '服务器向支付网关查询录卡结果，并保存成功录入的卡的令牌。'],
    ),
  },
};
