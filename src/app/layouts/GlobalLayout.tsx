import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { DocumentTitle } from './DocumentTitle';
import { NeutralFrame } from './neutral/NeutralFrame';

/** Layout of the global pages (/home, /aboutus, /contactus, /404, /403). */
export default function GlobalLayout() {
  const { t } = useTranslation();
  return (
    <NeutralFrame>
      <DocumentTitle brand={t('brand.kerbside')} />
      <Suspense fallback={<SectionSkeleton height={160} />}>
        <Outlet />
      </Suspense>
    </NeutralFrame>
  );
}
