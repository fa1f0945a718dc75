/** Default date formats (docs/rules.md#date-formats; tenant.locale overrides them), in dayjs's format tokens, which formatInTimeZone (site-time.ts) reads. */
export const DEFAULT_DATETIME_FORMAT = 'HH:mm DD/MM/YYYY';
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';
