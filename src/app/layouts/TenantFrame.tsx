import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ContentLinkPlaceContext } from '../../components/site-content/content-link-context';
import { layoutLocalLink } from '../../navigation/layout-local-link';
import { useTranslation } from '../../i18n/use-translation';
import { isFeatureEnabled, isFeatureOffered } from '../../config/features';
import { tenantAssetUrl } from '../../config/tenant-assets';
import { useKioskMode } from '../../session/kiosk-mode';
import { useSession } from '../../session/use-session';
import { useLanguageSwitch } from '../../tenant/use-language-switch';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { useTenantText } from '../../tenant/use-tenant-text';
import { useTenant } from '../../tenant/use-tenant';
import { WithQueries } from '../../queries/WithQueries';
import { AppFooter } from './chrome/AppFooter';
import { AppHeader } from './chrome/AppHeader';
import { LanguageToggle } from './chrome/LanguageToggle';
import { LAYOUT_FRAMES } from './layout-frame';
import { navItems } from './nav-items';
import { PageContent } from './PageContent';

// The drawer (Modal, transitions, focus trap) loads when the menu is first opened.
const NavDrawer = lazy(() => import('./chrome/NavDrawer').then((module) => ({ default: module.NavDrawer })));

// The published footer reads the admin content through the query layer: not part of a home's first download.
const PublishedFooter = lazy(() =>
  import('../../features/pages/content/PublishedFooter').then((module) => ({ default: module.PublishedFooter })),
);

/**
 * Header, menu, content (the routed screen) and footer of a shop layout, as its LayoutFrameSpec says.
 * While a pinpad is handed to a customer (kiosk mode, docs/staff.md#pinpad) the header keeps only the
 * brand, not a link, and the menu, language switch and footer with its links are gone.
 */
export function TenantFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const text = useTenantText();
  const { bundle, layout } = useTenant();
  const { tenant, site } = bundle;
  const frame = LAYOUT_FRAMES[layout];
  const links = useLayoutLinks();
  const session = useSession();
  const language = useLanguageSwitch(tenant.id, tenant.locale.languages);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const kiosk = useKioskMode();
  // Content links (footer, carousels, cards) written for one layout open in this one (docs/rules.md#links-stay-in-brand).
  const placeLink = useCallback(
    (to: string) =>
      layoutLocalLink(to, {
        layout,
        shop: bundle.shop,
        shops: tenant.sites.map((s) => s.shopCode),
        features: { reservation: isFeatureEnabled(tenant, 'reservation') },
      }),
    [layout, bundle.shop, tenant],
  );

  const loggedIn = session.status === 'loggedIn';
  const items = kiosk
    ? []
    : navItems(layout, {
        loggedIn,
        walletOffered: isFeatureOffered(tenant, 'wallet'),
        takesOrders: site.shop !== undefined,
      });
  const asset = (path: string | undefined) => (path ? tenantAssetUrl(tenant.id, path) : null);
  const compact = frame.header === 'compact';

  return (
    <ContentLinkPlaceContext value={placeLink}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        {frame.header !== 'none' && (
          <AppHeader
            brandName={tenant.branding.name}
            logoSrc={asset(site.logo ?? tenant.branding.logo)}
            logoPlate={bundle.preset.header !== 'light'}
            homeHref={kiosk ? null : links.home}
            compact={compact}
            onOpenMenu={
              items.length > 0
                ? () => {
                    setMenuUsed(true);
                    setMenuOpen(true);
                  }
                : null
            }
            actions={kiosk ? null : <LanguageToggle language={language} compact={compact} />}
          />
        )}
        {menuUsed && !kiosk && (
          <Suspense fallback={null}>
            <NavDrawer
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              title={tenant.branding.name}
              subtitle={site.lotName}
              links={items.map((item) => ({ id: item.id, href: links.href(item.path), label: t(item.labelKey) }))}
              account={
                loggedIn
                  ? { greeting: t('nav.greeting', { name: session.firstName ?? '' }), onLogout: session.logout }
                  : null
              }
            />
          </Suspense>
        )}
        <PageContent maxWidth={frame.maxWidth} dense={frame.header === 'none'}>
          {children}
        </PageContent>
        {frame.footer !== 'none' && !kiosk && (
          <AppFooter
            brandName={tenant.branding.name}
            footerImageSrc={asset(tenant.branding.footerImage)}
            designer={text(tenant.branding.designer) || null}
            phone={site.phone ?? tenant.contact.phone}
            email={site.email ?? tenant.contact.email}
            website={tenant.branding.website ?? null}
            compact={frame.footer === 'compact'}
            content={
              <WithQueries fallback={null}>
                <PublishedFooter />
              </WithQueries>
            }
          />
        )}
      </Box>
    </ContentLinkPlaceContext>
  );
}
