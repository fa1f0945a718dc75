import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { firstRouteOf, layoutHref } from '../lib/route-table';
import { useTenantText } from '../tenant/use-tenant-text';
import { useTenant } from '../tenant/use-tenant';
import { SafeHtml } from './SafeHtml';
import { SectionSkeleton } from './SectionSkeleton';

/** The tenant page with the terms and conditions (page/terms). */
export const TERMS_PAGE_ID = 'terms';

/**
 * The terms link: points at page/terms of this layout (of the shop layout where this one has no
 * pages), and opens the page in a dialog so a half-filled sign-up form is not lost.
 */
export function TermsLink({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const { bundle, layout } = useTenant();
  const text = useTenantText();
  const [open, setOpen] = useState(false);
  const page = bundle.tenant.pages?.find((p) => p.id === TERMS_PAGE_ID);
  const pageLayout = firstRouteOf(layout, ['page/:id']) ? layout : 'shop';
  const href = layoutHref(pageLayout, bundle.shop, `page/${TERMS_PAGE_ID}`);
  return (
    <>
      <Link
        href={href}
        onClick={(event) => {
          event.preventDefault();
          // Inside the checkbox label: opening the terms must not tick the box.
          event.stopPropagation();
          setOpen(true);
        }}
        underline="always"
      >
        {children}
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} scroll="paper" fullWidth aria-labelledby="terms-title">
        <DialogTitle id="terms-title">{page ? text(page.name) : t('terms.title')}</DialogTitle>
        <DialogContent dividers>
          {page ? (
            <Suspense fallback={<SectionSkeleton />}>
              <SafeHtml html={text(page.content)} />
            </Suspense>
          ) : (
            <Typography color="text.secondary">{t('terms.missing')}</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
