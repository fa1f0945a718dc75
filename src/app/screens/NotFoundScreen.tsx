import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { GoHomeStatus } from './GoHomeStatus';

/** /404 */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return <GoHomeStatus icon={ErrorIcon} title={t('notFound.title')} body={t('notFound.body')} />;
}
