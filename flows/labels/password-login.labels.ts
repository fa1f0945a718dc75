import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const passwordLoginLabels: MachineLabels = {
  flow: l(
    [
      'Log in with password',
      'The customer signs in with phone number and password; wrong details, refusals, accounts without a password and lost connections are handled.',
    ],
    ['密码登录', '用户用手机号码和密码登录；处理信息错误、服务器拒绝、无密码账户和连接中断。'],
  ),
  states: {
    editing: l(
      ['Login form', 'The customer types phone number and password; the last message is shown.'],
      ['登录表单', '用户输入手机号码和密码；显示上一条提示。'],
    ),
    submitting: l(
      ['Signing in', 'The server checks the phone number and password.'],
      ['登录中', '服务器核对手机号码和密码。'],
    ),
    noPasswordYet: l(
      ['No password yet', 'The account has no password: the customer is offered a password reset.'],
      ['尚未设置密码', '该账户没有密码：建议用户重置密码。'],
    ),
    succeeded: l(['Signed in', 'The customer is signed in.'], ['已登录', '用户已登录。']),
    leftForPasswordReset: l(
      ['Went to password reset', 'The customer went on to reset the password.'],
      ['前往重置密码', '用户前往重置密码。'],
    ),
  },
  events: {
    SUBMIT: l(
      ['Log in', 'The customer types phone number and password and presses Log in.'],
      ['登录', '用户输入手机号码和密码并点击登录。'],
    ),
    RESET_PASSWORD: l(
      ['Reset password', 'The customer chooses to reset the password.'],
      ['重置密码', '用户选择重置密码。'],
    ),
  },
  guards: {
    inputMissing: l(['field empty', 'The phone number or the password is empty.'], ['有空项', '手机号码或密码为空。']),
    mismatch: l(
      ['wrong details', 'The phone number and password do not match.'],
      ['信息不符', '手机号码与密码不匹配。'],
    ),
    noPasswordYet: l(
      ['no password yet', 'The account exists but has no password.'],
      ['尚未设置密码', '账户存在但没有密码。'],
    ),
    signedIn: l(['signed in', 'The server signed the customer in.'], ['已登录', '服务器已登录用户。']),
  },
  actions: {
    ...commonActions,
    storeCredentials: l(
      ['Keep the form', 'The typed phone number and password are remembered.'],
      ['保存表单', '保存输入的手机号码和密码。'],
    ),
    openPasswordReset: l(
      ['Open password reset', 'The password reset page opens.'],
      ['打开重置密码', '打开重置密码页面。'],
    ),
  },
  actors: {
    signIn: l(['Sign in', 'The server checks the phone number and password.'], ['登录', '服务器核对手机号码和密码。']),
  },
};
