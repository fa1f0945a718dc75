import { commonActions, passwordStepEntries } from './shared.labels';
import { l, type MachineLabels } from './types';

export const passwordChangeLabels: MachineLabels = {
  flow: l(
    [
      'Change password',
      'A signed-in customer types the old password and the new one twice; a weak one must be confirmed.',
    ],
    ['修改密码', '已登录用户输入旧密码并两次输入新密码；弱密码需确认。'],
  ),
  states: {
    editing: l(
      ['Password form', 'Old password, new password, and the new one again.'],
      ['密码表单', '旧密码、新密码及再次输入新密码。'],
    ),
    weakPasswordWarning: passwordStepEntries.states.weakPasswordWarning,
    submitting: l(
      ['Changing the password', "The password is changed; the account's other sign-ins end."],
      ['修改中', '修改密码；该账户的其他登录失效。'],
    ),
    done: l(['Password changed', 'The password is changed.'], ['密码已修改', '密码已修改。']),
  },
  events: {
    ...passwordStepEntries.events,
    SUBMIT: l(['Change', 'The customer sends the form.'], ['提交', '用户提交表单。']),
  },
  guards: {
    ...passwordStepEntries.guards,
    changeAccepted: l(['changed', 'The server changed the password.'], ['已修改', '服务器已修改密码。']),
  },
  actions: {
    ...commonActions,
    ...passwordStepEntries.actions,
    passwordChanged: l(
      ['Report changed', 'The screen is told the password changed.'],
      ['通知已修改', '通知页面密码已修改。'],
    ),
  },
  actors: {
    changePassword: l(
      ['Change the password', 'The server checks the old password and sets the new one.'],
      ['修改密码', '服务器核对旧密码并设置新密码。'],
    ),
  },
};
