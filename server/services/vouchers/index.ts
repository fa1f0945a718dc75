/**
 * What other domains may use of vouchers (docs/architecture.md#server-layers): a campaign and a
 * voucher's state, for the shop's payments; a reward's voucher, for the wallet (docs/wallet.md#rewards).
 */
export { campaignAppliesTo, campaignOf, voucherState } from './voucher-rules';
export { issueRewardVoucher } from './vouchers';
