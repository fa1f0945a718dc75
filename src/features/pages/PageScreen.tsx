import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { UnavailableScreen } from '../../components/screens/UnavailableScreen';
import { ContentPage } from '../../components/site-content/ContentPage';
import { contentText } from '../../components/site-content/content-text';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { itemsOf, useSiteContent } from '../../queries/use-site-content';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';

/**
 * page/{id} in every layout (docs/admin.md#customer-content): the page admins published with this
 * page id, else the tenant file's page (the starting content); its HTML sanitised again on render.
 * An unknown id gets a 'page not found' message.
 */
export default function PageScreen() {
  const { id = '' } = useParams();
  const { i18n } = useTranslation();
  const { bundle } = useTenant();
  const text = useTenantText();
  const content = useSiteContent();
  if (content.kind === 'loading') return <SectionSkeleton height={240} />;
  const published = itemsOf(content, 'page').find((item) => item.document.pageId === id);
  if (published) {
    const fallback = bundle.tenant.locale.defaultLanguage;
    return (
      <ContentPage
        title={contentText(published.document.title, i18n.language, fallback)}
        html={contentText(published.document.html, i18n.language, fallback)}
      />
    );
  }
  // Without the content read (the server unreachable), the tenant file's page still shows.
  const page = bundle.tenant.pages?.find((p) => p.id === id);
  if (!page) return <UnavailableScreen titleKey="pageNotFound.title" bodyKey="pageNotFound.body" />;
  return <ContentPage title={text(page.name)} html={text(page.content)} />;
}
