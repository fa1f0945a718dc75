import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Suspense } from 'react';
import { SafeHtml } from '../SafeHtml';
import { ScreenHeading } from '../ScreenHeading';
import { SectionSkeleton } from '../SectionSkeleton';

/** A content page: its title and its body, sanitised again with DOMPurify on render (docs/admin.md#html). */
export function ContentPage({ title, html }: { title: string; html: string }) {
  return (
    <>
      <ScreenHeading>{title}</ScreenHeading>
      <Card component="article" data-testid="content-page">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Suspense fallback={<SectionSkeleton />}>
            <SafeHtml html={html} />
          </Suspense>
        </CardContent>
      </Card>
    </>
  );
}
