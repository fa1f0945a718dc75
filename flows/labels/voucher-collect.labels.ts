import { commonActions } from './shared.labels';
import { l, type MachineLabels } from './types';

export const voucherCollectLabels: MachineLabels = {
  flow: l(
    [
      'Collect a voucher',
      'Collect a voucher by its code, or claim it by a link that is only shown until the customer asks for it (after login when signed out).',
    ],
    ['领取优惠券', '凭券码领取优惠券，或通过链接领取：链接先只作展示，用户确认领取后才领取（未登录时先登录）。'],
  ),
  states: {
    opening: l(
      ['Opening', 'A link is only shown first (nothing is claimed); a code waits for the customer.'],
      ['打开', '链接先只作展示（不领取任何东西）；券码则等待用户操作。'],
    ),
    viewing: l(
      ['Reading the link', 'The server says what the link offers, without claiming it.'],
      ['读取链接', '服务器告知链接提供的内容，但不领取。'],
    ),
    viewFailed: l(
      ['Link not read', 'The link could not be read (offline); the customer may try again.'],
      ['链接读取失败', '无法读取链接（网络断开）；用户可以重试。'],
    ),
    ready: l(
      ['Voucher shown', 'The voucher (from a link) or the code is shown; the customer may collect it.'],
      ['显示优惠券', '显示链接中的优惠券或券码；用户可以领取。'],
    ),
    signingIn: l(
      ['Signing in first', 'Signed out: the customer goes to login and comes back here.'],
      ['先登录', '未登录：用户前往登录，之后返回此页。'],
    ),
    collecting: l(
      [
        'Collecting',
        'The server collects the voucher by code, or claims the link (of concurrent claims exactly one wins).',
      ],
      ['领取中', '服务器凭券码领取优惠券，或领取链接（同时领取时只有一个成功）。'],
    ),
    failed: l(
      ['Not collected', 'Not collected (not available, too many attempts or offline); the customer may try again.'],
      ['领取失败', '未能领取（不可用、尝试次数过多或网络断开）；用户可以重试。'],
    ),
    unavailable: l(
      ['Not available', "The link cannot be claimed: one answer for unknown, used, expired or another brand's."],
      ['不可领取', '该链接无法领取：未知、已使用、已过期或属于其他品牌，均给出同一答复。'],
    ),
    checkingHeld: l(
      [
        'Looking in the wallet',
        "The link cannot be claimed and the customer is signed in: is this campaign's voucher already theirs?",
      ],
      ['查看钱包', '链接无法领取且用户已登录：此活动的优惠券是否已归其所有？'],
    ),
    alreadyHeld: l(
      ['Already yours', "The voucher is already in the customer's wallet: shown with its coupon code."],
      ['已归您所有', '优惠券已在用户的钱包中：连同券码一起显示。'],
    ),
    collected: l(
      ['Collected', "The voucher is in the customer's wallet (collecting it again changes nothing)."],
      ['已领取', '优惠券已在用户的钱包中（再次领取不会有变化）。'],
    ),
  },
  events: {
    COLLECT: l(['Collect', 'The customer presses Collect.'], ['领取', '用户点击领取。']),
    RETRY: l(['Try again', 'The customer tries again.'], ['重试', '用户重试。']),
  },
  guards: {
    byLink: l(
      ['by a link', 'The voucher is claimed by a link, not typed as a code.'],
      ['通过链接', '通过链接领取优惠券，而不是输入券码。'],
    ),
    signedIn: l(['signed in', 'The customer is signed in.'], ['已登录', '用户已登录。']),
    viewed: l(
      ['link readable', 'The server said what the link offers.'],
      ['链接可读取', '服务器已告知链接提供的内容。'],
    ),
    collected: l(['collected', 'The server gave the customer the voucher.'], ['已领取', '服务器已把优惠券发给用户。']),
    held: l(
      ['already theirs', "The customer's wallet holds this campaign's voucher."],
      ['已拥有', '用户的钱包中已有此活动的优惠券。'],
    ),
  },
  actions: {
    ...commonActions,
    goToLogin: l(
      ['Go to login', 'The app goes to login, which brings the customer back to this page.'],
      ['前往登录', '应用跳转到登录页，登录后返回此页。'],
    ),
    storeCampaign: l(
      ['Keep the offer', 'What the link offers (the voucher campaign) is remembered.'],
      ['保存优惠内容', '保存链接提供的内容（优惠券活动）。'],
    ),
    storeVoucher: l(
      ['Keep the voucher', 'The collected voucher is remembered.'],
      ['保存优惠券', '保存已领取的优惠券。'],
    ),
    storeHeld: l(
      ['Keep their voucher', "The customer's own voucher of the campaign is remembered."],
      ['保存其优惠券', '保存用户已有的该活动优惠券。'],
    ),
  },
  actors: {
    viewLink: l(
      ['Read the link', 'The server says what the link offers, without claiming it.'],
      ['读取链接', '服务器告知链接提供的内容，但不领取。'],
    ),
    collect: l(
      ['Collect the voucher', 'The server collects the voucher by code, or claims the link once.'],
      ['领取优惠券', '服务器凭券码领取优惠券，或一次性领取链接。'],
    ),
    findHeld: l(
      ['Look in the wallet', "The customer's vouchers are read for one of this campaign."],
      ['查看钱包', '读取用户的优惠券，查找此活动的优惠券。'],
    ),
  },
};
