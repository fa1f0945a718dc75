import { useContext, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { TenantContext } from '../../tenant/tenant-context';

/** Sets the browser tab title: "{screen title} · {brand}" (the shop's brand, else Kerbside). */
export function DocumentTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(['screens', 'common']);
  const brand = useContext(TenantContext)?.bundle.tenant.branding.name ?? t('common:brand.kerbside');
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  return null;
}
