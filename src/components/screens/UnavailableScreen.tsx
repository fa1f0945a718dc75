import { useTranslation } from '../../i18n/use-translation';
import { ErrorIcon } from '../icons/ErrorIcon';
import { LinkButton } from '../LinkButton';
import { ScreenHeading } from '../ScreenHeading';
import { StatusPanel } from '../StatusPanel';
import { useScreenTitleKey } from '../../navigation/screen-title';
import { useLayoutLinks } from '../../tenant/use-layout-links';

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
