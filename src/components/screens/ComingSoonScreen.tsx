import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../icons/ClockIcon';
import { LinkButton } from '../LinkButton';
import { ScreenHeading } from '../ScreenHeading';
import { StatusPanel } from '../StatusPanel';
import { useScreenTitleKey } from '../../navigation/screen-title';
import { useLayoutLinks } from '../../tenant/use-layout-links';

/** A screen whose flow is not built yet: its title, inside the real layout, and a way home. */
export function ComingSoonScreen() {
  const { t } = useTranslation();
  const titleKey = useScreenTitleKey();
  const links = useLayoutLinks();
  return (
    <>
      {titleKey && <ScreenHeading>{t(`screens:${titleKey}`)}</ScreenHeading>}
      <StatusPanel
        level={2}
        icon={ClockIcon}
        title={t('comingSoon.title')}
        body={t('comingSoon.body')}
        action={
          <LinkButton to={links.home} variant="contained">
            {t('action.backHome')}
          </LinkButton>
        }
      />
    </>
  );
}
