import { l, type Labelled } from './types';

/**
 * Labels shared by several machines: the SMS-code step (code-step-states.ts) of SMS login, sign-up
 * and password reset, the new-password step, and actions every flow uses. A machine's labels file
 * spreads what it uses and names the rest itself.
 */

export const codeStepStates: Record<string, Labelled> = {
  requestingCode: l(
    ['Sending a code', 'The server is asked to text a {codeLength}-digit code to the number.'],
    ['正在发送验证码', '请服务器向该号码发送 {codeLength} 位短信验证码。'],
  ),
  codeSent: l(
    ['Code sent', 'A code is on its way; the code form and the resend countdown run side by side.'],
    ['验证码已发送', '验证码已发出；验证码表单与重发倒计时同时进行。'],
  ),
  'codeSent.code': l(
    ['Code', 'The customer types the code from the text message.'],
    ['验证码', '用户输入短信中的验证码。'],
  ),
  'codeSent.code.enteringCode': l(['Enter the code', 'The code form is shown.'], ['输入验证码', '显示验证码表单。']),
  'codeSent.code.verifying': l(
    ['Checking the code', 'The server checks the code.'],
    ['正在核对验证码', '服务器核对验证码。'],
  ),
  'codeSent.code.newCodeNeeded': l(
    ['New code needed', 'The code expired, was used up or was wrong too often: only a new code helps.'],
    ['需要新验证码', '验证码已过期、已用完或错误次数过多：只能重新获取。'],
  ),
  'codeSent.resend': l(['Resend', 'When another code may be asked for.'], ['重新发送', '何时可以再次获取验证码。']),
  'codeSent.resend.countingDown': l(
    ['Wait to resend', 'Another code can be asked for after {resendSeconds} seconds.'],
    ['等待重发', '{resendSeconds} 秒后才能再次获取验证码。'],
  ),
  'codeSent.resend.available': l(
    ['Resend possible', 'The customer may ask for another code.'],
    ['可以重发', '用户可以再次获取验证码。'],
  ),
};

export const codeStepEvents: Record<string, Labelled> = {
  SUBMIT_CODE: l(
    ['Code entered', 'The customer types the code and sends it.'],
    ['提交验证码', '用户输入验证码并提交。'],
  ),
  RESEND: l(['Resend code', 'The customer asks for another code.'], ['重发验证码', '用户请求再发送一次验证码。']),
  CHANGE_PHONE: l(
    ['Change number', 'The customer goes back to change the phone number.'],
    ['更换号码', '用户返回修改手机号码。'],
  ),
  TICK: l(['A second passes', 'The countdown goes down by one second.'], ['过去一秒', '倒计时减少一秒。']),
};

export const codeStepGuards: Record<string, Labelled> = {
  phoneMissing: l(['no number', 'The phone number field is empty.'], ['未填号码', '手机号码为空。']),
  codeRequested: l(['code sent', 'The server sent the code.'], ['已发送', '服务器已发送验证码。']),
  mustWaitForResend: l(
    ['code still valid', 'A code sent earlier is still valid; the server says how long to wait.'],
    ['验证码仍有效', '之前发送的验证码仍然有效；服务器告知需等待多久。'],
  ),
  codeFormatInvalid: l(
    ['not {codeLength} digits', 'The code is not exactly {codeLength} digits.'],
    ['不是 {codeLength} 位数字', '验证码不是 {codeLength} 位数字。'],
  ),
  codeAccepted: l(['code right', 'The server accepted the code.'], ['验证码正确', '服务器接受了验证码。']),
  codeWrongTryAgain: l(
    ['wrong, tries left', 'The code was wrong but the customer may try again.'],
    ['错误，可再试', '验证码错误，但还可以再试。'],
  ),
  resendAllowed: l(['countdown over', 'The resend countdown has reached 0.'], ['倒计时结束', '重发倒计时已归零。']),
};

export const codeStepActions: Record<string, Labelled> = {
  storePhone: l(
    ['Keep the number', 'The phone number is remembered for the next steps.'],
    ['记住号码', '记住手机号码，供后续步骤使用。'],
  ),
  storeCode: l(['Keep the code', 'The typed code is remembered.'], ['记住验证码', '记住输入的验证码。']),
  startCountdown: l(
    ['Start the countdown', 'The resend countdown starts ({resendSeconds} seconds, or what the server says).'],
    ['开始倒计时', '重发倒计时开始（{resendSeconds} 秒，或按服务器的要求）。'],
  ),
  setResendIn: l(
    ['Show seconds left', 'The seconds until a resend is possible are shown.'],
    ['显示剩余秒数', '显示距离可重发的秒数。'],
  ),
  markResending: l(['Mark as resend', 'The next code request is a resend.'], ['标记为重发', '下一次请求是重新发送。']),
};

export const codeStepActors: Record<string, Labelled> = {
  requestCode: l(
    ['Send a code', 'The server texts a code to the phone number.'],
    ['发送验证码', '服务器向手机号码发送短信验证码。'],
  ),
  codeCountdown: l(
    ['Resend countdown', 'Counts down the seconds until another code may be asked for.'],
    ['重发倒计时', '倒数可以再次获取验证码前的秒数。'],
  ),
};

export const passwordStepEntries = {
  states: {
    weakPasswordWarning: l(
      ['Weak password warning', 'The password is weak: the customer may use it anyway or change it.'],
      ['弱密码提醒', '密码强度弱：用户可以仍然使用或修改。'],
    ),
  },
  events: {
    EDIT: l(['Change it', 'The customer goes back to change the password.'], ['修改', '用户返回修改密码。']),
    USE_ANYWAY: l(['Use it anyway', 'The customer keeps the weak password.'], ['仍然使用', '用户坚持使用弱密码。']),
  },
  guards: {
    weakPassword: l(['weak password', 'The password is weak (strength score 0).'], ['弱密码', '密码强度为 0。']),
    refusedAsWeak: l(
      ['refused as weak', 'The server refused the password as too weak.'],
      ['因太弱被拒', '服务器以密码太弱为由拒绝。'],
    ),
    passwordsInvalid: l(
      ['passwords not valid', 'A password is missing, too long, or the two do not match.'],
      ['密码无效', '密码为空、过长，或两次输入不一致。'],
    ),
  },
  actions: {
    acceptWeakPassword: l(
      ['Accept the weak password', 'The weak password is sent as it is.'],
      ['接受弱密码', '按原样提交弱密码。'],
    ),
    storePasswords: l(['Keep the passwords', 'The typed passwords are remembered.'], ['记住密码', '记住输入的密码。']),
    forgetPasswords: l(['Forget the passwords', 'The typed passwords are wiped.'], ['清除密码', '清除输入的密码。']),
  },
} as const;

export const commonActions: Record<string, Labelled> = {
  showMessage: l(
    ['Show a message', 'A message is shown to the customer (or the last one is cleared).'],
    ['显示提示', '向用户显示提示信息（或清除上一条）。'],
  ),
  settle: l(
    ['Finish', 'The flow hands its result to the screen that started it.'],
    ['结束', '流程把结果交给启动它的页面。'],
  ),
  loggedIn: l(['Sign in', 'The new sign-in is handed to the session.'], ['登录', '把新的登录交给会话。']),
  storeToken: l(['Keep the sign-in', 'The sign-in token is remembered.'], ['保存登录凭证', '保存登录令牌。']),
  storeKey: l(
    ['Keep the attempt key', 'The key that makes a retry safe is remembered.'],
    ['保存请求编号', '保存可安全重试的请求编号。'],
  ),
  storeFee: l(['Keep the price', 'The price and its breakdown are remembered.'], ['保存价格', '保存价格及明细。']),
  goToBookingSuccess: l(
    ['Open booking success', 'The booking success page opens.'],
    ['打开预订成功页', '打开预订成功页面。'],
  ),
};

export const commonActors: Record<string, Labelled> = {
  newIdempotencyKey: l(
    ['Make an attempt key', 'A key is made so that a retry is never charged twice.'],
    ['生成请求编号', '生成请求编号，确保重试不会重复扣款。'],
  ),
  payment: l(
    ['Payment', 'The payment flow runs (see the payment diagram).'],
    ['付款', '运行付款流程（见付款流程图）。'],
  ),
};

export const paymentOutcomeGuards: Record<string, Labelled> = {
  paymentApproved: l(['paid', 'The payment was approved.'], ['已付款', '付款已获批准。']),
  paymentRedirected: l(
    ['went to the gateway', 'The customer left for the payment gateway page.'],
    ['已跳转到支付网关', '用户已离开去往支付网关页面。'],
  ),
  paymentCancelled: l(['cancelled', 'The customer cancelled the payment.'], ['已取消', '用户取消了付款。']),
};
