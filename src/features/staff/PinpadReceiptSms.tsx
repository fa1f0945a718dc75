import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { pinpadReceiptSms } from '../../api/endpoints/staff';
import { useTranslation } from '../../i18n/use-translation';
import { MessageAlert } from '../../messages/MessageAlert';
import { acceptedResult, failureMessage } from '../../queries/refused-read';
import { BIG_TARGET } from './StaffFrame';
import type { StaffApi } from './use-staff-api';

/**
 * On the pinpad's receipt: the customer may have the receipt texted to the phone of the card's holder,
 * once (docs/staff.md#pinpad-receipt). The number is the account's, never typed at the kiosk.
 */
export function PinpadReceiptSms({ api, shop, chargeId }: { api: StaffApi; shop: string; chargeId: string }) {
  const { t } = useTranslation('staff');
  const sending = useMutation({
    mutationFn: async (): Promise<string> => {
      const { sentTo } = acceptedResult(await pinpadReceiptSms(api.cloud, { shop, chargeId }));
      return sentTo ?? '';
    },
  });
  if (sending.isSuccess)
    return (
      <Alert severity="success" role="status" data-testid="pinpad-receipt-sms-sent">
        {t('pinpad.receiptSmsSent', { phone: sending.data })}
      </Alert>
    );
  return (
    <>
      {sending.isError && <MessageAlert message={failureMessage(sending.error, 'RECEIPT_SEND_FAILED')} />}
      <Button
        variant="outlined"
        size="large"
        sx={BIG_TARGET}
        disabled={sending.isPending}
        onClick={() => sending.mutate()}
        data-testid="pinpad-receipt-sms"
      >
        {t('pinpad.receiptSms')}
      </Button>
    </>
  );
}
