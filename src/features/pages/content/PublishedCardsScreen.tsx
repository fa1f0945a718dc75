import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { ContentCards } from '../../../components/site-content/ContentCards';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import type { ContentType } from '../../../protocol/admin-content';
import { itemsOf, useSiteContent } from '../../../queries/use-site-content';
import { useTenant } from '../../../tenant/use-tenant';

/**
 * A company site page of published content (docs/admin.md#customer-content): projects, solutions,
 * partners, products, clients or why-us points as cards, in their order, as admins published them.
 */
export function PublishedCardsScreen({
  type,
  titleKey,
  filter,
}: {
  type: ContentType;
  titleKey: string;
  filter?: (document: Record<string, unknown>) => boolean;
}) {
  const { t, i18n } = useTranslation(['screens', 'sections']);
  const { bundle } = useTenant();
  const content = useSiteContent();
  const items = itemsOf(content, type).filter((item) => !filter || filter(item.document));
  return (
    <>
      <ScreenHeading>{t(titleKey)}</ScreenHeading>
      {content.kind === 'loading' ? (
        <SectionSkeleton height={200} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" data-testid="content-empty">
          {content.kind === 'failed' ? t('sections:content.failed') : t('sections:content.empty')}
        </Typography>
      ) : (
        <ContentCards
          items={items}
          language={i18n.language}
          fallbackLanguage={bundle.tenant.locale.defaultLanguage}
          tenantId={bundle.tenant.id}
          moreLabel={t('sections:content.more')}
          testId={`content-${type}`}
        />
      )}
    </>
  );
}
