import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons/InfoIcon';
import { SafeHtml } from '../../../components/SafeHtml';
import { useTenant } from '../../../tenant/use-tenant';
import type { SectionProps } from './section-props';
import { SectionCard } from './SectionCard';

/** A tenant CMS page embedded in a generated page (sanitised with DOMPurify, loaded lazily). */
export default function CmsPageSection({ section }: SectionProps) {
  const { t } = useTranslation('sections');
  const { bundle } = useTenant();
  const page = bundle.tenant.pages?.find((p) => p.id === section.pageId);
  if (!page) return null;
  const title = section.title ? t(section.title, { defaultValue: section.title, nsSeparator: false }) : page.name;
  return (
    <SectionCard icon={InfoIcon} title={title}>
      <SafeHtml html={page.content} />
    </SectionCard>
  );
}
