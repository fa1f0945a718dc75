import { PLATE_MAX_LENGTH } from './limits';

/**
 * A licence plate as My spots saves it (docs/customer-places.md#my-spots): spaces removed, upper
 * case; 1 to PLATE_MAX_LENGTH letters, digits or dashes. Null when it is not one.
 */
export function normalPlate(typed: string): string | null {
  const plate = typed.replace(/\s+/g, '').toUpperCase();
  return new RegExp(`^[A-Z0-9-]{1,${PLATE_MAX_LENGTH}}$`).test(plate) ? plate : null;
}
