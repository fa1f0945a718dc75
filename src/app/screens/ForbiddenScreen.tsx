import { useTranslation } from '../../i18n/use-translation';
import { LockIcon } from '../../components/icons/LockIcon';
import { GoHomeStatus } from './GoHomeStatus';
import { useLocation } from 'react-router';
import { forbiddenHomeOf } from '../../lib/forbidden-home';

/** /403: no permission, with a way back home: the admin dashboard for staff sent from the admin area (docs/rules.md#no-permission-page). */
export default function ForbiddenScreen() {
  const { t } = useTranslation();
  const home = forbiddenHomeOf(useLocation().state);
  return <GoHomeStatus icon={LockIcon} title={t('forbidden.title')} body={t('forbidden.body')} home={home} />;
}
