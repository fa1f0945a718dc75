import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { LinkButton } from '../../components/LinkButton';
import { ScreenHeading } from '../../components/ScreenHeading';
import { StatusPanel } from '../../components/StatusPanel';
import { useScreenTitleKey } from '../routes/screen-title';
import { useLayoutLinks } from '../tenant/use-layout-links';

/** A screen this shop does not offer (a feature turned off) or content that does not exist. */
export function UnavailableScreen({ titleKey, bodyKey }: { titleKey?: string; bodyKey?: string }) {
  const { t } = useTranslation();
  const screenTitleKey = useScreenTitleKey();
  const links = useLayoutLinks();
  return (
    <>
      {screenTitleKey && <ScreenHeading>{t(`screens:${screenTitleKey}`)}</ScreenHeading>}
      <StatusPanel
        level={2}
        icon={ErrorIcon}
        title={t(titleKey ?? 'unavailable.title')}
        body={t(bodyKey ?? 'unavailable.body')}
        action={
          <LinkButton to={links.home} variant="contained">
            {t('action.backHome')}
          </LinkButton>
        }
      />
    </>
  );
}
