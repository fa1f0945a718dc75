/** What other domains may use of vouchers (docs/architecture.md#server-layers): a campaign and a voucher's state, for the shop's payments. */
export { campaignAppliesTo, campaignOf, voucherState } from './voucher-rules';
