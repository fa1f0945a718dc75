import { useTranslation } from '../../../i18n/use-translation';
import { ContentCarousel } from '../../../components/site-content/ContentCarousel';
import { itemsOf, useSiteContent } from '../../../queries/use-site-content';
import { useTenant } from '../../../tenant/use-tenant';

/** The published carousel slides on the company site's home (docs/admin.md#customer-content); nothing when there are none. */
export function PublishedCarousel() {
  const { t, i18n } = useTranslation('sections');
  const { bundle } = useTenant();
  const slides = itemsOf(useSiteContent(), 'carousel');
  return (
    <ContentCarousel
      slides={slides}
      language={i18n.language}
      fallbackLanguage={bundle.tenant.locale.defaultLanguage}
      tenantId={bundle.tenant.id}
      label={t('content.carousel')}
      slideLabel={(n, count) => t('content.slide', { n, count })}
      moreLabel={t('content.more')}
    />
  );
}
