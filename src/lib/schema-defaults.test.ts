import { describe, expect, it } from 'vitest';
import tenantSchema from '../../schemas/tenant.schema.json';
import { DEFAULT_BOOKING_RULES } from './booking-rules';
import { DEFAULT_DATE_FORMAT, DEFAULT_DATETIME_FORMAT } from './date-formats';
import { DEFAULT_MONEY_SYMBOL } from './money';

/** The tenant schema states its defaults as literals (editors show them); the code applies the constants. */
describe('the tenant schema states the defaults the code applies', () => {
  it('booking rules', () => {
    const properties = tenantSchema.$defs.bookingRules.properties;
    for (const [name, value] of Object.entries(DEFAULT_BOOKING_RULES)) {
      expect(properties[name as keyof typeof DEFAULT_BOOKING_RULES].default, name).toBe(value);
    }
  });

  it('date formats and money symbol', () => {
    const locale = tenantSchema.$defs.locale.properties;
    expect(locale.datetimeFormat.default).toBe(DEFAULT_DATETIME_FORMAT);
    expect(locale.dateFormat.default).toBe(DEFAULT_DATE_FORMAT);
    expect(locale.moneySymbol.default).toBe(DEFAULT_MONEY_SYMBOL);
  });
});
