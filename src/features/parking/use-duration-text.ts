import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { durationText } from './duration-text';

/** Minutes as the customer reads them, in the page's language ('1 day', '2 h 15 min'). */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation('parking');
  return useCallback(
    (minutes: number) => {
      const { key, values } = durationText(minutes);
      return t(`duration.${key}`, values);
    },
    [t],
  );
}
