import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const employeeLoginLabels: MachineLabels = {
  flow: l(
    [
      'Employee login with PIN',
      'Staff sign in with their staff id or phone and password, then unlock with their counter PIN; a locked shared device asks only for the PIN.',
    ],
    ['员工登录（含 PIN）', '员工用员工编号或手机号和密码登录，再用柜台 PIN 解锁；已锁定的共用设备只需输入 PIN。'],
  ),
  states: {
    start: l(
      ['Start', 'A staff session kept on this device starts at the PIN, otherwise at the password.'],
      ['开始', '本设备保留员工会话时从 PIN 开始，否则从密码开始。'],
    ),
    credentials: l(
      ['Staff id and password', 'The staff member types their staff id or phone number and password.'],
      ['员工编号和密码', '员工输入员工编号或手机号以及密码。'],
    ),
    signingIn: l(
      [
        'Checking the password',
        'The server checks the password (wrong ones are counted and lock sign-in after the limit).',
      ],
      ['正在核对密码', '服务器核对密码（错误次数会被记录，达到上限后锁定登录）。'],
    ),
    pin: l(
      ['Counter PIN', 'The staff member types their personal counter PIN.'],
      ['柜台 PIN', '员工输入个人柜台 PIN。'],
    ),
    unlocking: l(
      ['Checking the PIN', 'The server checks the PIN (wrong ones are counted and lock the PIN after the limit).'],
      ['正在核对 PIN', '服务器核对 PIN（错误次数会被记录，达到上限后锁定 PIN）。'],
    ),
    signingOut: l(
      ['Signing out', 'The session on this device ends so another staff member can sign in.'],
      ['正在退出', '结束本设备上的会话，以便其他员工登录。'],
    ),
    unlocked: l(
      ['Signed in', "Function select shows the functions the staff member's roles allow."],
      ['已登录', '功能选择页显示该员工角色允许的功能。'],
    ),
  },
  events: {
    SUBMIT: l(
      ['Sign in', 'The staff member sends their staff id or phone and password.'],
      ['登录', '员工提交员工编号或手机号和密码。'],
    ),
    SUBMIT_PIN: l(['PIN entered', 'The staff member sends their counter PIN.'], ['提交 PIN', '员工提交柜台 PIN。']),
    NOT_ME: l(
      ['Not me', 'Someone else is at the device: the kept session is signed out.'],
      ['不是我', '换了员工使用设备：退出保留的会话。'],
    ),
  },
  guards: {
    hasSession: l(
      ['session kept', 'This device kept a locked staff session.'],
      ['保留会话', '本设备保留了已锁定的员工会话。'],
    ),
    credentialsMissing: l(
      ['fields empty', 'The staff id or the password is empty.'],
      ['未填写', '员工编号或密码为空。'],
    ),
    pinInvalid: l(['PIN not valid', 'The PIN is not 4 to 6 digits.'], ['PIN 无效', 'PIN 不是 4 至 6 位数字。']),
    signedIn: l(
      ['password right', 'The server accepted the password and opened a locked session.'],
      ['密码正确', '服务器接受密码并打开已锁定的会话。'],
    ),
    unlocked: l(
      ['PIN right', 'The server accepted the PIN and unlocked the session.'],
      ['PIN 正确', '服务器接受 PIN 并解锁会话。'],
    ),
  },
  actions: {
    ...commonActions,
    storeToken: l(
      ['Keep the staff sign-in', 'The staff session token is kept for this device.'],
      ['保存员工登录', '在本设备保存员工会话令牌。'],
    ),
    forgetToken: l(
      ['Forget the staff sign-in', 'The staff session token is dropped from this device.'],
      ['清除员工登录', '从本设备清除员工会话令牌。'],
    ),
    reportUnlocked: l(
      ['Open function select', "Function select opens with the staff member's functions."],
      ['打开功能选择', '打开功能选择页，显示该员工的功能。'],
    ),
  },
  actors: {
    signIn: l(
      ['Check the password', 'staff/signIn: the server checks the staff id or phone and password.'],
      ['核对密码', 'staff/signIn：服务器核对员工编号或手机号和密码。'],
    ),
    unlock: l(
      ['Check the PIN', 'staff/unlock: the server checks the counter PIN.'],
      ['核对 PIN', 'staff/unlock：服务器核对柜台 PIN。'],
    ),
    signOut: l(
      ['Sign out', 'staff/logout: the server ends the staff session.'],
      ['退出', 'staff/logout：服务器结束员工会话。'],
    ),
  },
};
