import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { useScreenTitleKey } from '../../navigation/screen-title';
import { ScreenHeading } from '../../components/ScreenHeading';
import { SectionSkeleton } from '../../components/SectionSkeleton';
import { PayBooking } from './pay/PayBooking';
import { ResumePayment } from './pay/ResumePayment';
import { useLoggedIn } from './pay/use-logged-in';

/**
 * pay?booking=<id>: pays a booking held for payment. pay/{txn}: back from a REDIRECT gateway.
 * Both need a logged-in customer.
 */
export default function PayScreen() {
  const { t } = useTranslation();
  const titleKey = useScreenTitleKey();
  const { txn } = useParams();
  const loggedIn = useLoggedIn();
  return (
    <>
      {titleKey && <ScreenHeading>{t(`screens:${titleKey}`)}</ScreenHeading>}
      {!loggedIn ? <SectionSkeleton height={240} /> : txn ? <ResumePayment key={txn} txn={txn} /> : <PayBooking />}
    </>
  );
}
