import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ParkingIcon } from '../../components/icons/ParkingIcon';
import { LinkButton } from '../../components/LinkButton';
import { StatusPanel } from '../../components/StatusPanel';
import { FirstPaintDone } from '../first-paint';

/** An unknown shop code (or a layout its site does not offer): a page, not a crash. */
export function ShopNotFoundScreen({ shop }: { shop: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('shopNotFound.title')} · ${t('brand.kerbside')}`;
  }, [t]);
  return (
    <>
      <StatusPanel
        icon={ParkingIcon}
        title={t('shopNotFound.title')}
        body={t('shopNotFound.body', { shop })}
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
