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

export const signupLabels: MachineLabels = {
  flow: l(
    [
      'Sign up',
      'The customer checks the phone number is free, proves it with a {codeLength}-digit text code, fills in the details and password, and is signed in.',
    ],
    ['注册', '用户确认手机号码未被注册，用 {codeLength} 位短信验证码验证，填写资料和密码，然后自动登录。'],
  ),
  states: {
    ...codeStepStates,
    phone: l(['Phone number', 'The customer types the phone number.'], ['手机号码', '用户输入手机号码。']),
    checkingPhone: l(
      ['Checking the number', 'Is the number valid and not yet registered?'],
      ['检查号码', '号码是否有效且尚未注册？'],
    ),
    details: l(
      ['Details', 'Names, optional email, number plate and birthday, password and the terms.'],
      ['填写资料', '姓名、可选的邮箱、车牌和生日、密码以及条款。'],
    ),
    weakPasswordWarning: passwordStepEntries.states.weakPasswordWarning,
    submitting: l(
      ['Creating the account', 'The account is created, which signs the customer in.'],
      ['创建账户', '创建账户并自动登录。'],
    ),
    failed: l(
      ['Sign-up failed', "The server's reason is shown; retry, send the edited form, or verify the phone again."],
      ['注册失败', '显示服务器原因；可重试、提交修改后的表单或重新验证手机。'],
    ),
    succeeded: l(
      ['Signed up', 'The account exists and the customer is signed in.'],
      ['注册成功', '账户已创建，用户已登录。'],
    ),
  },
  events: {
    ...codeStepEvents,
    ...passwordStepEntries.events,
    SUBMIT_PHONE: l(
      ['Number entered', 'The customer types the phone number and goes on.'],
      ['提交号码', '用户输入手机号码并继续。'],
    ),
    SUBMIT_DETAILS: l(
      ['Details sent', 'The customer fills in the details and sends them.'],
      ['提交资料', '用户填写资料并提交。'],
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
    phoneFree: l(['number free', 'No account uses the number yet.'], ['号码可用', '该号码尚未被注册。']),
    phoneRegistered: l(['already registered', 'An account already uses the number.'], ['已注册', '该号码已被注册。']),
    detailsInvalid: l(
      ['details not valid', 'A required field is missing or a field is not valid.'],
      ['资料无效', '缺少必填项或某项无效。'],
    ),
    signedIn: l(['account created', 'The account was created and signed in.'], ['已创建', '账户已创建并登录。']),
  },
  actions: {
    ...commonActions,
    ...codeStepActions,
    ...passwordStepEntries.actions,
    storeVerification: l(
      ['Keep the proof', 'The proof that the number was verified is remembered (or dropped).'],
      ['保存验证结果', '保存（或丢弃）号码已验证的凭证。'],
    ),
    storeDetails: l(['Keep the details', 'The typed details are remembered.'], ['保存资料', '保存输入的资料。']),
  },
  actors: {
    ...codeStepActors,
    checkPhone: l(
      ['Check the number', 'The server says whether the number is free.'],
      ['检查号码', '服务器告知号码是否可用。'],
    ),
    verifyCode: l(['Check the code', 'The server checks the text code.'], ['核对验证码', '服务器核对短信验证码。']),
    register: l(
      ['Create the account', 'The server creates the account and signs it in.'],
      ['创建账户', '服务器创建账户并登录。'],
    ),
  },
};
