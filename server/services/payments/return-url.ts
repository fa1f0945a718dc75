/** The app page the gateway returns to (pay/{txn}, docs/rules.md#pay-ui-types): a gateway payment's and a wallet payment's alike. */
export function returnUrlOf(layout: string, shopCode: string, txn: string): string {
  return `/${layout}/${encodeURIComponent(shopCode)}/pay/${txn}`;
}
