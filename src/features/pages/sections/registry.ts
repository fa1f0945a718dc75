import { lazy, type ComponentType } from 'react';
import BannerSection from './BannerSection';
import FooterSection from './FooterSection';
import LinksSection from './LinksSection';
import NoticesSection from './NoticesSection';
import OffersSection from './OffersSection';
import WelcomeSection from './WelcomeSection';
import type { SectionProps, SectionType } from './section-props';

/**
 * Section type -> its component. The sections of the presets' home pages travel with SectionList
 * (one chunk: no request per section on the first screen); contact and CMS page sections, which
 * bring shared code of their own (ContactList, SafeHtml), load on first use.
 */
export const SECTION_COMPONENTS: Record<SectionType, ComponentType<SectionProps>> = {
  banner: BannerSection,
  welcome: WelcomeSection,
  notices: NoticesSection,
  offers: OffersSection,
  links: LinksSection,
  contact: lazy(() => import('./ContactSection')),
  page: lazy(() => import('./CmsPageSection')),
  footer: FooterSection,
};
