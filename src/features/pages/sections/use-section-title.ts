import { useCallback } from 'react';
import type { Namespace } from '../../../i18n/namespaces';
import { useTranslation } from '../../../i18n/use-translation';
import type { PageSection, TenantText } from '../../../generated/tenant';
import { useTenantText } from '../../../tenant/use-tenant-text';

/**
 * Text of a section (its title, a link's label): a string is an i18n key (of the 'sections'
 * namespace for titles, the default one for link labels such as nav.myTickets) or plain text; text
 * per language is shown in the customer's language (docs/rules.md#tenant-text).
 */
export function useSectionText(namespace?: Namespace): (text: TenantText) => string {
  const { t } = useTranslation(namespace ?? 'sections');
  const tenantText = useTenantText();
  return useCallback(
    (text: TenantText) =>
      typeof text === 'string' ? t(text, { defaultValue: text, nsSeparator: false }) : tenantText(text),
    [t, tenantText],
  );
}

/** A section's heading: its configured title (schema: section.title), else the section type's own heading. */
export function useSectionTitle(section: PageSection, defaultKey: string): string {
  const { t } = useTranslation('sections');
  const sectionText = useSectionText();
  if (!section.title) return t(defaultKey);
  return sectionText(section.title);
}
