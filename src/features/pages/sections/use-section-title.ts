import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../generated/tenant';

/**
 * A section's heading: its configured title (an i18n key of the 'sections' namespace or plain
 * text, schema: section.title), else the section type's own heading.
 */
export function useSectionTitle(section: PageSection, defaultKey: string): string {
  const { t } = useTranslation('sections');
  if (!section.title) return t(defaultKey);
  return t(section.title, { defaultValue: section.title, nsSeparator: false });
}
