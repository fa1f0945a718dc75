import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitleKey } from '../routes/screen-handle';

/** Sets the browser tab title: "{screen title} · {brand}". */
export function DocumentTitle({ brand }: { brand: string }) {
  const { t } = useTranslation('screens');
  const titleKey = useScreenTitleKey();
  const title = titleKey ? t(titleKey) : null;
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
  return null;
}
