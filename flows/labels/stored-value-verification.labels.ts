import { commonActions, commonActors } from './shared.labels';
import { l, type MachineLabels } from './types';

export const storedValueVerificationLabels: MachineLabels = {
  flow: l(
    [
      'Stored-value PIN check',
      'The customer pays with their own stored-value card: its {pinLength}-digit wallet PIN, checked by the server as it takes the payment; wrong PINs are counted and lock the card for a while.',
    ],
    [
      '储值卡密码验证',
      '用户用自己的储值卡付款：输入 {pinLength} 位钱包密码，服务器在扣款时核对；错误次数过多会暂时锁定该卡。',
    ],
  ),
  states: {
    pinEntry: l(
      [
        'Enter card PIN',
        'The customer types the {pinLength}-digit PIN; its format is checked before anything is sent.',
      ],
      ['输入卡密码', '用户输入 {pinLength} 位密码；提交前先检查格式。'],
    ),
    preparing: l(
      ['Ready to send', 'One key per payment: a PIN typed again or sent again keeps it.'],
      ['准备发送', '每笔付款一个请求编号：重新输入或重发密码时沿用。'],
    ),
    makingKey: l(
      ['Making the key', 'The payment gets its key, so a retry is never charged twice.'],
      ['生成请求编号', '为付款生成请求编号，重试不会重复扣款。'],
    ),
    verifying: l(
      ['Checking the PIN', 'The server checks the PIN against the card and pays at once when it is right.'],
      ['核对密码', '服务器核对卡密码，正确即扣款。'],
    ),
    wrongPin: l(
      ['Wrong PIN', "'Failed to verify the PIN': the customer may type it again."],
      ['密码错误', '"验证密码失败"：用户可以重新输入。'],
    ),
    locked: l(
      ['Card locked for now', 'Too many wrong PINs: the server refuses the card for some minutes.'],
      ['暂时锁定', '密码错误次数过多：服务器在几分钟内拒绝该卡。'],
    ),
    sendFailed: l(
      ['PIN not sent', "'Failed to send the PIN': the call did not get through; a retry sends the same PIN and key."],
      ['密码未送达', '"发送密码失败"：请求未送达；重试会用同一密码和请求编号。'],
    ),
    verified: l(['Paid', 'The PIN was right and the card paid.'], ['已付款', '密码正确，储值卡已扣款。']),
    refused: l(
      ['Card cannot pay', 'Balance short, no stored-value card or no PIN set: the payment shows why.'],
      ['无法付款', '余额不足、没有储值卡或未设置密码：付款页显示原因。'],
    ),
    cancelled: l(['Cancelled', 'The customer gave up paying by card.'], ['已取消', '用户放弃用卡付款。']),
  },
  events: {
    SUBMIT_PIN: l(
      ['PIN entered', 'The customer types the card PIN and sends it.'],
      ['提交密码', '用户输入卡密码并提交。'],
    ),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
    CANCEL: l(['Cancel', 'The customer gives up paying by card.'], ['取消', '用户放弃用卡付款。']),
  },
  guards: {
    pinValid: l(
      ['PIN is {pinLength} digits', 'The PIN is exactly {pinLength} digits.'],
      ['密码为 {pinLength} 位', '密码正好 {pinLength} 位数字。'],
    ),
    hasKey: l(['key made', 'This payment already has its key.'], ['已有请求编号', '本次付款已有请求编号。']),
    paid: l(
      ['PIN right, paid', 'The server took the payment from the card.'],
      ['密码正确，已扣款', '服务器已从卡中扣款。'],
    ),
    pinWrong: l(['wrong PIN', 'The server says the PIN is wrong.'], ['密码错误', '服务器表示密码错误。']),
    pinLocked: l(
      ['too many wrong PINs', 'The card is locked for some minutes after too many wrong PINs.'],
      ['错误次数过多', '密码错误次数过多，卡被暂时锁定。'],
    ),
  },
  actions: {
    ...commonActions,
    storePin: l(['Keep the PIN', 'The PIN is remembered until it is sent.'], ['保存密码', '发送前记住密码。']),
    forgetPin: l(
      ['Forget the PIN', 'The PIN is dropped once the server answered.'],
      ['清除密码', '服务器答复后清除密码。'],
    ),
    storeReply: l(
      ['Keep the payment', "The server's answer (the paid transaction) is kept; the PIN is dropped."],
      ['保存付款结果', '保存服务器答复（已付款的交易）；清除密码。'],
    ),
  },
  actors: {
    ...commonActors,
    payWithPin: l(
      ['Pay with the PIN', 'The payment call with the PIN: the server checks it and debits the card.'],
      ['凭密码付款', '带密码的付款请求：服务器核对密码并扣款。'],
    ),
  },
};
