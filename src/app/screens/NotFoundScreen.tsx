import { useTranslation } from 'react-i18next';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { LinkButton } from '../../components/LinkButton';
import { StatusPanel } from '../../components/StatusPanel';
import { FirstPaintDone } from '../first-paint';

/** /404 */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <StatusPanel
        icon={ErrorIcon}
        title={t('notFound.title')}
        body={t('notFound.body')}
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
