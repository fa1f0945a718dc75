import { InfoIcon } from '../../../components/icons/InfoIcon';
import { SafeHtml } from '../../../components/SafeHtml';
import { useTenant } from '../../../tenant/use-tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';
import { useSectionText } from './use-section-title';
import type { SectionProps } from './section-props';
import { SectionCard } from './SectionCard';

/** A tenant CMS page embedded in a generated page (sanitised with DOMPurify, loaded lazily). */
export default function CmsPageSection({ section }: SectionProps) {
  const { bundle } = useTenant();
  const text = useTenantText();
  const sectionText = useSectionText();
  const page = bundle.tenant.pages?.find((p) => p.id === section.pageId);
  if (!page) return null;
  const title = section.title ? sectionText(section.title) : text(page.name);
  return (
    <SectionCard icon={InfoIcon} title={title}>
      <SafeHtml html={text(page.content)} />
    </SectionCard>
  );
}
