import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { SectionSkeleton } from '../../../components/SectionSkeleton';
import { useTenant } from '../../../tenant/use-tenant';
import { SECTION_COMPONENTS } from './registry';
import { resolveSections, type GeneratedPage } from './resolve-sections';

/** The sections of a generated page (home, site, info), in the configured order. */
export function SectionList({ page }: { page: GeneratedPage }) {
  const { bundle } = useTenant();
  const sections = resolveSections(page, bundle);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      {sections.map((section, index) => {
        const Section = SECTION_COMPONENTS[section.type];
        return (
          <Suspense key={`${section.type}-${index}`} fallback={<SectionSkeleton />}>
            <Section section={section} />
          </Suspense>
        );
      })}
    </Box>
  );
}
