/** Text of a notification: an i18n key (with values), resolved when shown in the current language. */
export interface FeedbackText {
  key: string;
  values?: Record<string, string | number>;
  /** Shown when the key has no translation (e.g. the catalogue's English). */
  defaultValue?: string;
}
