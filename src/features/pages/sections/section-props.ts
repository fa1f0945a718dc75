import type { PageSection } from '../../../generated/tenant';

export type SectionType = PageSection['type'];

export interface SectionProps {
  section: PageSection;
}
