import { ScreenHeading } from '../../components/ScreenHeading';
import { useTenant } from '../../tenant/use-tenant';
import { PublishedCarousel } from './content/PublishedCarousel';
import { PublishedHeroImage, PublishedUnderHeading } from './content/PublishedConfiguration';
import { resolveSections } from '../../lib/resolve-sections';
import { SectionList } from './sections/SectionList';
import { UnderWelcomeHeading } from './sections/under-welcome-heading';

/** site: the site page with its ticket list, built from its section list. */
export default function SiteScreen() {
  const { bundle, layout } = useTenant();
  const hasWelcome = resolveSections('site', bundle).some((s) => s.type === 'welcome');
  const company = layout === 'company';
  return (
    <>
      {/* The company site's home: the hero picture and carousel admins publish (docs/admin.md#customer-content). */}
      {company && <PublishedHeroImage />}
      {company && <PublishedCarousel />}
      {!hasWelcome && <ScreenHeading>{bundle.site.lotName}</ScreenHeading>}
      {/* With a welcome section these go under its heading instead (WelcomeSection). */}
      {company && !hasWelcome && <PublishedUnderHeading />}
      <UnderWelcomeHeading.Provider value={company && hasWelcome ? <PublishedUnderHeading /> : null}>
        <SectionList page="site" />
      </UnderWelcomeHeading.Provider>
    </>
  );
}
