import { PayloadFieldError } from '../../http/payload-field-error';
import { blankNameField, isCalendarDateOrEmpty } from '../../services/accounts/profile';

/**
 * Profile rules a JSON Schema cannot state well, answered like schema violations (HTTP 400
 * naming the field): a name of spaces only, and a birthday that is not a day of the calendar.
 */
export function checkProfileFields(body: { firstName?: string; lastName?: string; birthday?: string }): void {
  const blank = blankNameField(body);
  if (blank) throw new PayloadFieldError(blank, 'must not be empty');
  if (!isCalendarDateOrEmpty(body.birthday ?? ''))
    throw new PayloadFieldError('birthday', 'must be a real date (YYYY-MM-DD)');
}
