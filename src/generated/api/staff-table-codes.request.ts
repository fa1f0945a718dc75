/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

/**
 * Payload of POST /cloud/{tenant}/staff/tableCodes (an unlocked staff session with the tableCodes function): the links of the QR codes to print for the tables of the tenant's shops that take table orders.
 */
export interface StaffTableCodesRequest {}
