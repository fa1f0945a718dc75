import { l, type MachineLabels } from './types';

export const codeCountdownLabels: MachineLabels = {
  flow: l(
    [
      'Resend countdown',
      'Counts down the {resendSeconds} seconds before another text code may be asked for (used by text-code login, sign-up and password reset).',
    ],
    ['重发倒计时', '倒数 {resendSeconds} 秒，之后才能再次获取短信验证码（用于短信登录、注册和重置密码）。'],
  ),
  states: {
    running: l(
      ['Counting down', 'One second at a time; another code cannot be asked for yet.'],
      ['倒计时中', '每秒减一；暂时不能再次获取验证码。'],
    ),
    finished: l(['Time is up', 'At 0: another code may be asked for.'], ['时间到', '归零：可以再次获取验证码。']),
  },
  events: {},
  guards: {
    timeIsUp: l(['at 0', 'No seconds are left.'], ['归零', '没有剩余秒数。']),
  },
  actions: {
    countOneSecond: l(['Count a second', 'One second is taken off.'], ['减一秒', '减去一秒。']),
    reportSecondsLeft: l(
      ['Report seconds left', 'The form is told how many seconds are left.'],
      ['报告剩余秒数', '告知表单剩余秒数。'],
    ),
  },
  actors: {},
};
