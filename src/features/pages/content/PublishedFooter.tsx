import { useTranslation } from '../../../i18n/use-translation';
import { ContentFooter } from '../../../components/site-content/ContentFooter';
import { itemsOf, useSiteContent } from '../../../queries/use-site-content';
import { useTenant } from '../../../tenant/use-tenant';

/** The published footer blocks, in every layout's footer (docs/admin.md#customer-content). */
export function PublishedFooter() {
  const { i18n } = useTranslation();
  const { bundle } = useTenant();
  const blocks = itemsOf(useSiteContent(), 'footer');
  return (
    <ContentFooter blocks={blocks} language={i18n.language} fallbackLanguage={bundle.tenant.locale.defaultLanguage} />
  );
}
