import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const invitationAcceptLabels: MachineLabels = {
  flow: l(
    [
      'Accept an invitation',
      'Accept a merchant or member invitation: shown first, accepted after login (a wallet card of the programme); another account is told so and can switch.',
    ],
    [
      '接受邀请',
      '接受商户或会员邀请：先展示邀请，登录后接受（获得该计划的钱包卡）；若登录的是其他账户，会提示并可切换账户。',
    ],
  ),
  states: {
    viewing: l(
      ['Reading the invitation', 'The server says what the invitation offers and whether it is for this account.'],
      ['读取邀请', '服务器告知邀请的内容，以及是否属于当前账户。'],
    ),
    offering: l(
      ['Invitation shown', 'The programme is shown; the customer may accept (after login when signed out).'],
      ['显示邀请', '显示会员计划；用户可以接受（未登录时先登录）。'],
    ),
    signingIn: l(
      ['Signing in first', 'Signed out: the customer goes to login and comes back here.'],
      ['先登录', '未登录：用户前往登录，之后返回此页。'],
    ),
    accepting: l(
      ['Accepting', 'The server makes the customer a member (a wallet card of the programme).'],
      ['接受中', '服务器将用户设为会员（获得该计划的钱包卡）。'],
    ),
    otherAccount: l(
      ['Another account', 'The invitation is for another account than the one signed in; the customer may switch.'],
      ['其他账户', '邀请属于另一个账户，而非当前登录的账户；用户可以切换账户。'],
    ),
    switching: l(
      ['Switching account', 'Signed out; the customer goes to login and comes back here.'],
      ['切换账户', '已退出登录；用户前往登录，之后返回此页。'],
    ),
    failed: l(
      ['Not reached', 'The server could not be reached (offline); the customer may try again.'],
      ['连接失败', '无法连接服务器（网络断开）；用户可以重试。'],
    ),
    unavailable: l(
      ['Not available', 'The invitation is unknown, used or expired: one answer for all.'],
      ['邀请不可用', '邀请未知、已使用或已过期：均给出同一答复。'],
    ),
    accepted: l(
      ['Accepted', 'The customer is a member; the accepted page opens.'],
      ['已接受', '用户已成为会员；打开接受成功页面。'],
    ),
  },
  events: {
    ACCEPT: l(['Accept', 'The customer presses Accept.'], ['接受', '用户点击接受。']),
    SWITCH_ACCOUNT: l(
      ['Switch account', 'The customer chooses to sign out and sign in with another account.'],
      ['切换账户', '用户选择退出登录并用其他账户登录。'],
    ),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
  },
  guards: {
    signedIn: l(['signed in', 'The customer is signed in.'], ['已登录', '用户已登录。']),
    viewed: l(
      ['invitation readable', 'The server said what the invitation offers.'],
      ['邀请可读取', '服务器已告知邀请的内容。'],
    ),
    forAnotherAccount: l(
      ['for another account', 'The invitation is for another account than the one signed in.'],
      ['属于其他账户', '邀请属于另一个账户，而非当前登录的账户。'],
    ),
    accepted: l(['accepted', 'The server accepted the invitation.'], ['已接受', '服务器已接受邀请。']),
    otherAccountRefusal: l(
      ['refused: another account', 'The server refused because the invitation is for another account.'],
      ['被拒：其他账户', '服务器拒绝，因为邀请属于另一个账户。'],
    ),
  },
  actions: {
    ...commonActions,
    goToLogin: l(
      ['Go to login', 'The app goes to login, which brings the customer back to this page.'],
      ['前往登录', '应用跳转到登录页，登录后返回此页。'],
    ),
    switchAccount: l(
      ['Sign out and log in', 'The customer is signed out and taken to login, which brings them back.'],
      ['退出并重新登录', '退出当前账户并前往登录，登录后返回。'],
    ),
    goToAccepted: l(
      ['Open the accepted page', 'The page that confirms the membership opens.'],
      ['打开接受成功页', '打开确认会员资格的页面。'],
    ),
    storeView: l(
      ['Keep the programme', 'The programme the invitation offers is remembered.'],
      ['保存会员计划', '保存邀请所提供的会员计划。'],
    ),
    storeCard: l(
      ['Keep the card', 'The number of the new wallet card is remembered.'],
      ['保存卡号', '保存新钱包卡的卡号。'],
    ),
  },
  actors: {
    view: l(
      ['Read the invitation', 'The server says what the invitation offers and whether it is for this account.'],
      ['读取邀请', '服务器告知邀请的内容，以及是否属于当前账户。'],
    ),
    accept: l(
      ['Accept the invitation', 'The server makes the customer a member and issues a wallet card.'],
      ['接受邀请', '服务器将用户设为会员并发放钱包卡。'],
    ),
  },
};
