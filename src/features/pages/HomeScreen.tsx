import { useTranslation } from '../../i18n/use-translation';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useTenant } from '../../tenant/use-tenant';
import { resolveSections } from '../../lib/resolve-sections';
import { SectionList } from './sections/SectionList';
import { LinkButton } from '../../components/LinkButton';
import { useLayoutLinks } from '../../tenant/use-layout-links';

/** home: the site's home page, built from its section list (shows the ticket offers). */
export default function HomeScreen() {
  const { bundle } = useTenant();
  useTranslation('sections');
  const { t } = useTranslation();
  const links = useLayoutLinks();
  const hasWelcome = resolveSections('home', bundle).some((s) => s.type === 'welcome');
  // A site that takes shop orders says so on its home page (docs/shop.md#screens).
  const order = bundle.site.shop !== undefined ? links.first(['order']) : null;
  return (
    <>
      {!hasWelcome && <ScreenHeading>{bundle.site.lotName}</ScreenHeading>}
      <SectionList
        page="home"
        afterShown={
          order && (
            <LinkButton to={order} variant="contained" data-testid="home-order-link">
              {t('nav.order')}
            </LinkButton>
          )
        }
      />
    </>
  );
}
