import { useTranslation } from '../../i18n/use-translation';
import { ErrorIcon } from '../../components/icons/ErrorIcon';
import { useLayoutLinks } from '../../tenant/use-layout-links';
import { GoHomeStatus } from './GoHomeStatus';

/**
 * A path of a shop's layout that is no screen of it: 'Page not found' inside the shop's own frame,
 * its way home the layout's landing screen (embed: the shop layout's), so the customer never leaves the brand.
 */
export function TenantNotFoundScreen() {
  const { t } = useTranslation();
  const links = useLayoutLinks();
  return <GoHomeStatus icon={ErrorIcon} title={t('notFound.title')} body={t('notFound.body')} home={links.home} />;
}
