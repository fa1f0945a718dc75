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
    switchListing: l(
      ['Listing the staff', "The server lists the site's staff who signed in lately, to tap a name."],
      ['正在列出员工', '服务器列出最近在本站点登录过的员工，供点选姓名。'],
    ),
    switchPick: l(
      ['Tap your name', 'Another staff member taps their name to take over the device.'],
      ['点选姓名', '另一位员工点选自己的姓名以接手设备。'],
    ),
    switchPin: l(
      ['Their own PIN', 'The staff member who tapped their name types their own counter PIN.'],
      ['本人 PIN', '点选姓名的员工输入本人的柜台 PIN。'],
    ),
    switching: l(
      [
        'Switching staff',
        "The server checks their PIN (counted per staff member and per device), ends the device's session and opens theirs.",
      ],
      ['正在切换员工', '服务器核对其 PIN（按员工和按设备计数），结束本设备的会话并为其打开会话。'],
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
    SWITCH: l(
      ['Switch staff', 'Another staff member asks to take over the device with their own PIN.'],
      ['切换员工', '另一位员工要求用本人 PIN 接手设备。'],
    ),
    PICK: l(['Name tapped', 'The staff member taps their name.'], ['点选姓名', '员工点选自己的姓名。']),
    BACK: l(['Back', 'The staff member goes back a step.'], ['返回', '员工返回上一步。']),
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
    canSwitch: l(
      ['switch offered', 'The device signed in at a site, so another staff member may switch in by PIN.'],
      ['可切换', '设备已在站点登录，其他员工可用 PIN 切换进入。'],
    ),
    listed: l(['list received', "The server sent the site's staff."], ['已收到名单', '服务器发来本站点的员工名单。']),
    notListed: l(
      ['name not listed', 'The name tapped is not on the list.'],
      ['姓名不在名单', '点选的姓名不在名单中。'],
    ),
    switched: l(
      ['PIN right', "The server accepted the PIN and opened the new staff member's session."],
      ['PIN 正确', '服务器接受 PIN 并为新员工打开会话。'],
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
    keepCandidates: l(['Keep the names', 'The names to tap are kept.'], ['保存名单', '保存可点选的姓名。']),
    choose: l(['Keep the name tapped', 'The staff member tapped is kept.'], ['保存所选姓名', '保存所点选的员工。']),
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
    switchList: l(
      ['List the staff', "staff/switch/list: the server lists the site's staff who signed in lately."],
      ['列出员工', 'staff/switch/list：服务器列出最近在本站点登录过的员工。'],
    ),
    switchStaff: l(
      ['Switch staff', "staff/switch: the server checks the PIN and hands the device's session over."],
      ['切换员工', 'staff/switch：服务器核对 PIN 并移交本设备的会话。'],
    ),
  },
};
