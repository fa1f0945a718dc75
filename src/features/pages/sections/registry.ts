import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionProps, SectionType } from './section-props';

/** Section type -> its component, each loaded on first use (its own chunk). */
export const SECTION_COMPONENTS: Record<SectionType, LazyExoticComponent<ComponentType<SectionProps>>> = {
  banner: lazy(() => import('./BannerSection')),
  welcome: lazy(() => import('./WelcomeSection')),
  notices: lazy(() => import('./NoticesSection')),
  offers: lazy(() => import('./OffersSection')),
  links: lazy(() => import('./LinksSection')),
  contact: lazy(() => import('./ContactSection')),
  page: lazy(() => import('./CmsPageSection')),
  footer: lazy(() => import('./FooterSection')),
};
