import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { pickLanguage, readStoredLanguage } from '../../i18n/language-preference';
import { useSettledLanguage } from '../../tenant/use-settled-language';
import { NeutralFrame } from './neutral/NeutralFrame';

/**
 * Layout of the flow gallery (/flows/{tenant}, docs/flows.md#gallery): the neutral frame at full
 * width, in the visitor's own language choice, else en-gb. Its screens load lazily, so nothing of
 * the gallery is in the customer routes' JavaScript.
 */
export default function FlowsLayout() {
  useSettledLanguage(pickLanguage(readStoredLanguage(null), null));
  return (
    <NeutralFrame wide>
      <Suspense fallback={<SectionSkeleton height={320} />}>
        <Outlet />
      </Suspense>
    </NeutralFrame>
  );
}
