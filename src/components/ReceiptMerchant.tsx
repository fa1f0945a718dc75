import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import { useTenant } from '../tenant/use-tenant';

/**
 * Who the receipt is from (docs/shop.md#receipt-merchant): the merchant's name and, where the tenant gives
 * one, its business number, so a receipt can be filed as proof of purchase (GST, expenses).
 */
export function ReceiptMerchant() {
  const { t } = useTranslation('sections');
  const { bundle } = useTenant();
  const { branding, contact } = bundle.tenant;
  return (
    <Box data-testid="receipt-merchant">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {branding.name}
      </Typography>
      {contact.businessNumber && (
        <Typography variant="body2" color="text.secondary">
          {t('footer.businessNumber', { number: contact.businessNumber })}
        </Typography>
      )}
    </Box>
  );
}
