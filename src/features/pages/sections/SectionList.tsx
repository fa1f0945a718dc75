import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { useTenant } from '../../../tenant/use-tenant';
import { SECTION_COMPONENTS } from './registry';
import { splitAtFirstWaiting } from './waiting-sections';
import type { PageSection } from '../../../generated/tenant';
import { resolveSections, type GeneratedPage } from '../../../lib/resolve-sections';

/**
 * The sections of a generated page (home, site, info), in the configured order. The sections before
 * the first one that may wait (waiting-sections.ts) show at once; that one and all after it show
 * together behind one placeholder. A section that filled in on its own would push the sections under
 * it down the screen (a layout shift: docs/architecture.md#no-shift); the placeholder is the
 * last thing on the page, so it can grow without moving anything. `afterShown` (a call to action of the
 * screen) goes after the sections shown at once: above them it would push down what the server's first
 * paint drew (the welcome and the banner) when the app replaces it.
 */
export function SectionList({ page, afterShown }: { page: GeneratedPage; afterShown?: ReactNode }) {
  const { bundle } = useTenant();
  const sections = resolveSections(page, bundle);
  const { now, together } = splitAtFirstWaiting(sections);
  const render = (section: PageSection, index: number) => {
    const Section = SECTION_COMPONENTS[section.type];
    return <Section key={`${section.type}-${index}`} section={section} />;
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      {now.map((section, index) => render(section, index))}
      {afterShown}
      {together.length > 0 && (
        <Suspense fallback={<SectionSkeleton />}>
          {together.map((section, index) => render(section, now.length + index))}
        </Suspense>
      )}
    </Box>
  );
}
