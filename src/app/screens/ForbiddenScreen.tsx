import { useTranslation } from '../../i18n/use-translation';
import { LockIcon } from '../../components/icons/LockIcon';
import { GoHomeStatus } from './GoHomeStatus';

/** /403: no permission, with a way back home (docs/rules.md#no-permission-page). */
export default function ForbiddenScreen() {
  const { t } = useTranslation();
  return <GoHomeStatus icon={LockIcon} title={t('forbidden.title')} body={t('forbidden.body')} />;
}
