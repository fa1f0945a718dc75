import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../components/icons/LockIcon';
import { LinkButton } from '../../components/LinkButton';
import { StatusPanel } from '../../components/StatusPanel';
import { FirstPaintDone } from '../first-paint';

/** /403: no permission, with a way back home (docs/rules.md#no-permission-page). */
export default function ForbiddenScreen() {
  const { t } = useTranslation();
  return (
    <>
      <StatusPanel
        icon={LockIcon}
        title={t('forbidden.title')}
        body={t('forbidden.body')}
        action={
          <LinkButton to="/home" variant="contained">
            {t('action.goHome')}
          </LinkButton>
        }
      />
      <FirstPaintDone />
    </>
  );
}
