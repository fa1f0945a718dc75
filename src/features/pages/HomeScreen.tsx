import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useTenant } from '../../tenant/use-tenant';
import { resolveSections } from '../../lib/resolve-sections';
import { SectionList } from './sections/SectionList';

/** home: the site's home page, built from its section list (shows the ticket offers). */
export default function HomeScreen() {
  const { bundle } = useTenant();
  useTranslation('sections');
  const hasWelcome = resolveSections('home', bundle).some((s) => s.type === 'welcome');
  return (
    <>
      {!hasWelcome && <ScreenHeading>{bundle.site.lotName}</ScreenHeading>}
      <SectionList page="home" />
    </>
  );
}
