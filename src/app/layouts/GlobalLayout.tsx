import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { pickLanguage, readStoredLanguage } from '../../i18n/language-preference';
import { useSettledLanguage } from '../../tenant/use-settled-language';
import { NeutralFrame } from './neutral/NeutralFrame';

/** Layout of the global pages (/home, /aboutus, /contactus, /404, /403): the visitor's own language choice, else en-gb. */
export function GlobalLayout() {
  useSettledLanguage(pickLanguage(readStoredLanguage(null), null));
  return (
    <NeutralFrame>
      <Suspense fallback={<SectionSkeleton height={160} />}>
        <Outlet />
      </Suspense>
    </NeutralFrame>
  );
}
