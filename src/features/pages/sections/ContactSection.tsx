import { useTranslation } from '../../../i18n/use-translation';
import { PhoneIcon } from '../../../components/icons/PhoneIcon';
import { useTenant } from '../../../tenant/use-tenant';
import { ContactList } from '../ContactList';
import { contactDetailsOf } from '../contact-details';
import type { SectionProps } from './section-props';
import { SectionCard } from './SectionCard';
import { useSectionTitle } from './use-section-title';

/** How to reach the site: phone, email and address. */
export default function ContactSection({ section }: SectionProps) {
  useTranslation('sections');
  const { bundle } = useTenant();
  const title = useSectionTitle(section, 'contact.title');
  return (
    <SectionCard icon={PhoneIcon} title={title}>
      <ContactList details={contactDetailsOf(bundle.tenant, bundle.site)} />
    </SectionCard>
  );
}
