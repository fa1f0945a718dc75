import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { UnavailableScreen } from '../../components/screens/UnavailableScreen';
import { useTenant } from '../../tenant/use-tenant';
import { useTenantText } from '../../tenant/use-tenant-text';
import { SafeHtml } from '../../components/SafeHtml';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';

/** page/{id}: a tenant CMS page by id, sanitised; an unknown id gets a 'page not found' message. */
export default function PageScreen() {
  const { id = '' } = useParams();
  const { bundle } = useTenant();
  const text = useTenantText();
  const page = bundle.tenant.pages?.find((p) => p.id === id);
  if (!page) return <UnavailableScreen titleKey="pageNotFound.title" bodyKey="pageNotFound.body" />;
  return (
    <>
      <ScreenHeading>{text(page.name)}</ScreenHeading>
      <Card component="article">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Suspense fallback={<SectionSkeleton />}>
            <SafeHtml html={text(page.content)} />
          </Suspense>
        </CardContent>
      </Card>
    </>
  );
}
