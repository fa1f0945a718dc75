import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const sessionLabels: MachineLabels = {
  flow: l(
    [
      'Session',
      'Whether the customer is signed in: a stored sign-in is restored, a new one is loaded, logging out and an expired sign-in end it.',
    ],
    ['会话', '用户是否已登录：恢复已保存的登录、加载新的登录，退出或登录过期时结束。'],
  ),
  states: {
    restoring: l(
      ['Opening the app', 'A stored sign-in decides whether the customer is signed in automatically.'],
      ['打开应用', '根据已保存的登录决定是否自动登录。'],
    ),
    checkingVersion: l(
      ['Checking for updates', 'Automatic sign-in, step 1: is there a new version of the app?'],
      ['检查更新', '自动登录第一步：应用是否有新版本？'],
    ),
    loadingUserInfo: l(
      ['Loading the account', "The customer's account details are loaded."],
      ['加载账户', '加载用户的账户资料。'],
    ),
    loggedIn: l(
      ['Signed in', 'The customer is signed in and the account is loaded.'],
      ['已登录', '用户已登录，账户已加载。'],
    ),
    loggedOut: l(['Signed out', 'Nobody is signed in.'], ['未登录', '无人登录。']),
    loggingOut: l(
      ['Signing out', 'The server is told; the sign-in is cleared whatever it answers.'],
      ['退出中', '通知服务器；无论结果如何都清除登录。'],
    ),
    expired: l(
      ['Sign-in expired', 'The server no longer accepts the sign-in; the login page follows after a second.'],
      ['登录已过期', '服务器不再接受该登录；一秒后转到登录页。'],
    ),
  },
  events: {
    LOGIN_SUCCEEDED: l(
      ['Signed in', 'A login, sign-up or text-code login succeeded.'],
      ['登录成功', '密码登录、注册或短信登录成功。'],
    ),
    LOGOUT: l(['Log out', 'The customer logs out.'], ['退出登录', '用户退出登录。']),
    SESSION_EXPIRED: l(
      ['Sign-in expired', 'The server answered that the sign-in is no longer valid (HTTP 401).'],
      ['登录过期', '服务器回复登录已失效（HTTP 401）。'],
    ),
    DISMISS_ERROR: l(
      ['Message read', 'The customer chose to try again: the last message is taken away.'],
      ['已读消息', '用户选择重试：上一条消息被移除。'],
    ),
  },
  guards: {
    hasStoredToken: l(
      ['signed in before', 'A sign-in from an earlier visit is stored on this device.'],
      ['之前已登录', '本设备保存了之前的登录。'],
    ),
    sessionEnded: l(
      [
        'session ended elsewhere',
        'The server no longer knows this sign-in: the password was changed or reset on another device, or it was logged out.',
      ],
      ['会话已在别处结束', '服务器不再认可此登录：密码已在其他设备上更改或重置，或已退出登录。'],
    ),
  },
  actions: {
    ...commonActions,
    persistToken: l(
      ['Remember on this device', 'The sign-in is stored so the next visit signs in automatically.'],
      ['保存到本设备', '保存登录，下次访问自动登录。'],
    ),
    storeUserInfo: l(['Keep the account', 'The account details are remembered.'], ['保存账户资料', '保存账户资料。']),
    clearSession: l(['Forget the sign-in', 'The sign-in is cleared in the app.'], ['清除登录', '在应用中清除登录。']),
    clearPersistedSession: l(
      ['Forget on this device', 'The stored sign-in is removed from the device.'],
      ['从本设备清除', '从设备中删除已保存的登录。'],
    ),
    setError: l(['Note the error', 'What went wrong is noted.'], ['记录错误', '记录出错原因。']),
    notifyExpired: l(
      ['Say it expired', 'The customer is told the sign-in expired.'],
      ['提示已过期', '告知用户登录已过期。'],
    ),
    navigateToLogin: l(['Open the login page', 'The login page opens.'], ['打开登录页', '打开登录页面。']),
  },
  actors: {
    checkVersion: l(
      ['Check for updates', 'The server says whether the app has a new version.'],
      ['检查更新', '服务器告知应用是否有新版本。'],
    ),
    loadUserInfo: l(
      ['Load the account', 'The server sends the account details.'],
      ['加载账户', '服务器发送账户资料。'],
    ),
    logout: l(['Log out', 'The server ends the sign-in.'], ['退出登录', '服务器结束登录。']),
  },
};
