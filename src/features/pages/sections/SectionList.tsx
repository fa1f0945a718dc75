import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { useTenant } from '../../../tenant/use-tenant';
import { SECTION_COMPONENTS, WAITING_SECTIONS } from './registry';
import type { PageSection } from '../../../generated/tenant';
import { resolveSections, type GeneratedPage } from './resolve-sections';

/**
 * The sections of a generated page (home, site, info), in the configured order. The sections before
 * the first one that may wait (WAITING_SECTIONS) show at once; that one and all after it show
 * together behind one placeholder. A section that filled in on its own would push the sections under
 * it down the screen (a layout shift: docs/architecture.md#first-download); the placeholder is the
 * last thing on the page, so it can grow without moving anything.
 */
export function SectionList({ page }: { page: GeneratedPage }) {
  const { bundle } = useTenant();
  const sections = resolveSections(page, bundle);
  const firstWaiting = sections.findIndex((section) => WAITING_SECTIONS.has(section.type));
  const split = firstWaiting === -1 ? sections.length : firstWaiting;
  const render = (section: PageSection, index: number) => {
    const Section = SECTION_COMPONENTS[section.type];
    return <Section key={`${section.type}-${index}`} section={section} />;
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      {sections.slice(0, split).map((section, index) => render(section, index))}
      {split < sections.length && (
        <Suspense fallback={<SectionSkeleton />}>{sections.slice(split).map((section, index) => render(section, split + index))}</Suspense>
      )}
    </Box>
  );
}
