/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/refundsOwed (an unlocked staff session with the refundsOwed function: managers or the admin flag): the tenant's refunds a payment provider has not confirmed yet (docs/payment-providers.md#refunds-owed).
 */
export interface StaffRefundsOwedRequest {}
