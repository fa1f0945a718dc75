import { useTranslation } from '../../i18n/use-translation';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { GoHomeStatus } from './GoHomeStatus';

/** /404 */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return <GoHomeStatus icon={ErrorIcon} title={t('notFound.title')} body={t('notFound.body')} />;
}
