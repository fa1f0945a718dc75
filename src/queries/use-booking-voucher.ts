import { useTenantText } from '../tenant/use-tenant-text';
import { useVouchers } from './use-vouchers';

/**
 * The voucher the customer used on the booking with this reference, for its receipt: the voucher's
 * name in the customer's language and the discount it gave (minor units); undefined when none
 * (or while the vouchers load, or with no reference yet).
 */
export function useBookingVoucher(reference: string | undefined): { name: string; discount: number } | undefined {
  const vouchers = useVouchers();
  const text = useTenantText();
  if (reference === undefined) return undefined;
  const used = vouchers.items.find((v) => v.status === 'applied' && v.appliedTo === reference);
  if (!used || used.discountGiven === undefined) return undefined;
  return { name: text(used.name), discount: used.discountGiven };
}
