import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const walletPinChangeLabels: MachineLabels = {
  flow: l(
    [
      'Set or change the card PIN',
      "Set or change a wallet card's 6-digit PIN: the current PIN once one is set, the new one twice.",
    ],
    ['设置或修改卡密码', '设置或修改钱包卡的 6 位密码：已设置密码时需输入当前密码，新密码输入两次。'],
  ),
  states: {
    editing: l(
      [
        'Entering the PINs',
        'The PIN fields: checked for {pinLength} digits, a match and a change before anything is sent.',
      ],
      ['输入密码', '密码输入框：提交前检查是否为 {pinLength} 位数字、两次是否一致以及是否有变化。'],
    ),
    saving: l(
      ['Saving the PIN', 'The server checks the current PIN (with a try limit per card) and stores the new one.'],
      ['保存密码', '服务器核对当前密码（每张卡有尝试次数限制）并保存新密码。'],
    ),
    changed: l(['PIN changed', 'The card has its new PIN.'], ['密码已修改', '卡片已使用新密码。']),
    cancelled: l(['Closed', 'Closed without a change.'], ['已关闭', '未作修改即关闭。']),
  },
  events: {
    SUBMIT: l(['PINs entered', 'The customer types the PINs and sends them.'], ['提交密码', '用户输入密码并提交。']),
    CANCEL: l(['Close', 'The customer closes without changing the PIN.'], ['关闭', '用户未修改密码即关闭。']),
  },
  guards: {
    fieldsInvalid: l(
      [
        'PINs not valid',
        'A PIN is not {pinLength} digits, the new ones do not match, or the new PIN is the current one.',
      ],
      ['密码无效', '密码不是 {pinLength} 位数字、两次新密码不一致，或新密码与当前密码相同。'],
    ),
    changed: l(
      ['PIN changed', 'The server accepted the current PIN and stored the new one.'],
      ['密码已修改', '服务器已核对当前密码并保存新密码。'],
    ),
  },
  actions: {
    ...commonActions,
    reportChanged: l(
      ['Report changed', 'The wallet reloads the card (it now has a PIN).'],
      ['通知已修改', '钱包重新加载卡片（现已设置密码）。'],
    ),
    storeFields: l(
      ['Keep the PINs', 'The typed PINs are remembered for sending.'],
      ['记住密码', '记住输入的密码以便提交。'],
    ),
    clearFields: l(['Forget the PINs', 'The typed PINs are wiped.'], ['清除密码', '清除输入的密码。']),
  },
  actors: {
    changePin: l(
      ['Change the PIN', 'The server checks the current PIN and stores the new one.'],
      ['修改密码', '服务器核对当前密码并保存新密码。'],
    ),
  },
};
