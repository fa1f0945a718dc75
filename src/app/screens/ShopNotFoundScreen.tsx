import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ParkingIcon } from '../../components/icons/ParkingIcon';
import { GoHomeStatus } from './GoHomeStatus';

/** An unknown shop code (or a layout its site does not offer): a page, not a crash. */
export function ShopNotFoundScreen({ shop }: { shop: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('shopNotFound.title')} · ${t('brand.kerbside')}`;
  }, [t]);
  return <GoHomeStatus icon={ParkingIcon} title={t('shopNotFound.title')} body={t('shopNotFound.body', { shop })} />;
}
