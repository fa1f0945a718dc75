import {
  codeStepActions,
  codeStepActors,
  codeStepEvents,
  codeStepGuards,
  codeStepStates,
  commonActions,
} from './shared.labels';
import { l, type MachineLabels } from './types';

export const smsLoginLabels: MachineLabels = {
  flow: l(
    [
      'Log in by text code',
      'The customer signs in with a {codeLength}-digit code sent by text message; another code after {resendSeconds} seconds.',
    ],
    ['短信验证码登录', '用户用短信发送的 {codeLength} 位验证码登录；{resendSeconds} 秒后可重新获取。'],
  ),
  states: {
    ...codeStepStates,
    enterPhone: l(['Phone number', 'The customer types the phone number.'], ['手机号码', '用户输入手机号码。']),
    'codeSent.code.verifying': l(
      ['Signing in', 'The server checks the code and signs the customer in.'],
      ['登录中', '服务器核对验证码并登录。'],
    ),
    succeeded: l(['Signed in', 'The customer is signed in.'], ['已登录', '用户已登录。']),
  },
  events: {
    ...codeStepEvents,
    SEND_CODE: l(
      ['Send me a code', 'The customer types the phone number and asks for a code.'],
      ['获取验证码', '用户输入手机号码并获取验证码。'],
    ),
  },
  guards: { ...codeStepGuards },
  actions: { ...commonActions, ...codeStepActions },
  actors: {
    ...codeStepActors,
    loginBySms: l(
      ['Sign in with the code', 'The server checks the code and signs the customer in.'],
      ['验证码登录', '服务器核对验证码并登录。'],
    ),
  },
};
