import {
  codeStepActions,
  codeStepActors,
  codeStepEvents,
  codeStepGuards,
  codeStepStates,
  commonActions,
  passwordStepEntries,
} from './shared.labels';
import { l, type MachineLabels } from './types';

export const passwordResetLabels: MachineLabels = {
  flow: l(
    [
      'Reset password',
      'The customer proves the phone number with a {codeLength}-digit text code, then sets a new password twice.',
    ],
    ['重置密码', '用户用 {codeLength} 位短信验证码验证手机号码，然后两次输入新密码。'],
  ),
  states: {
    ...codeStepStates,
    requestingCode: l(
      [
        'Sending a code',
        'The server is asked for a reset code (the same answer whether or not the number is registered).',
      ],
      ['正在发送验证码', '请服务器发送重置验证码（无论号码是否注册，回答相同）。'],
    ),
    phone: l(['Phone number', 'The customer types the phone number.'], ['手机号码', '用户输入手机号码。']),
    newPassword: l(['New password', 'The customer types the new password twice.'], ['新密码', '用户两次输入新密码。']),
    weakPasswordWarning: passwordStepEntries.states.weakPasswordWarning,
    submitting: l(
      ['Setting the password', 'The new password is set; other sign-ins of the account end.'],
      ['设置密码', '设置新密码；该账户的其他登录失效。'],
    ),
    failed: l(
      ['Reset failed', "The server's reason is shown; retry, send the edited form, or verify the phone again."],
      ['重置失败', '显示服务器原因；可重试、提交修改后的表单或重新验证手机。'],
    ),
    done: l(
      ['Password reset', 'The password is reset; the customer signs in with it.'],
      ['密码已重置', '密码已重置；用户用新密码登录。'],
    ),
  },
  events: {
    ...codeStepEvents,
    ...passwordStepEntries.events,
    SUBMIT_PHONE: l(
      ['Number entered', 'The customer types the phone number and goes on.'],
      ['提交号码', '用户输入手机号码并继续。'],
    ),
    SUBMIT_PASSWORD: l(
      ['Password sent', 'The customer types the new password twice and sends it.'],
      ['提交密码', '用户两次输入新密码并提交。'],
    ),
    RETRY: l(['Try again', 'The customer sends the same form again.'], ['重试', '用户再次提交同一表单。']),
    START_OVER: l(
      ['Start over', 'The customer verifies the phone number again.'],
      ['重新开始', '用户重新验证手机号码。'],
    ),
  },
  guards: {
    ...codeStepGuards,
    ...passwordStepEntries.guards,
    passwordReset: l(['password set', 'The server set the new password.'], ['已设置', '服务器已设置新密码。']),
  },
  actions: {
    ...commonActions,
    ...codeStepActions,
    ...passwordStepEntries.actions,
    storeVerification: l(
      ['Keep the proof', 'The proof that the number was verified is remembered (or dropped).'],
      ['保存验证结果', '保存（或丢弃）号码已验证的凭证。'],
    ),
  },
  actors: {
    ...codeStepActors,
    verifyCode: l(['Check the code', 'The server checks the text code.'], ['核对验证码', '服务器核对短信验证码。']),
    resetPassword: l(['Set the password', 'The server sets the new password.'], ['设置密码', '服务器设置新密码。']),
  },
};
