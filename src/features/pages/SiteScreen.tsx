import { ScreenHeading } from '../../components/ScreenHeading';
import { useTenant } from '../../tenant/use-tenant';
import { resolveSections } from './sections/resolve-sections';
import { SectionList } from './sections/SectionList';

/** site: the site page with its ticket list, built from its section list. */
export default function SiteScreen() {
  const { bundle } = useTenant();
  const hasWelcome = resolveSections('site', bundle).some((s) => s.type === 'welcome');
  return (
    <>
      {!hasWelcome && <ScreenHeading>{bundle.site.lotName}</ScreenHeading>}
      <SectionList page="site" />
    </>
  );
}
