import { ScreenHeading } from '../../components/ScreenHeading';
import { useTenant } from '../../tenant/use-tenant';
import { PublishedCarousel } from './content/PublishedCarousel';
import { resolveSections } from '../../lib/resolve-sections';
import { SectionList } from './sections/SectionList';

/** site: the site page with its ticket list, built from its section list. */
export default function SiteScreen() {
  const { bundle, layout } = useTenant();
  const hasWelcome = resolveSections('site', bundle).some((s) => s.type === 'welcome');
  return (
    <>
      {/* The company site's home: the carousel admins publish (docs/admin.md#customer-content). */}
      {layout === 'company' && <PublishedCarousel />}
      {!hasWelcome && <ScreenHeading>{bundle.site.lotName}</ScreenHeading>}
      <SectionList page="site" />
    </>
  );
}
