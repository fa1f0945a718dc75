import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { fetchTicketPass } from '../../../api/endpoints/wallet';
import { useTranslation } from '../../../i18n/use-translation';
import { base64Bytes, saveDownload } from '../../../lib/save-download';
import { MessageAlert } from '../../../messages/MessageAlert';
import type { Message } from '../../../protocol/message';
import { refusalMessage } from '../../../protocol/message-codes';
import { useWalletPassOffered } from '../../../queries/use-wallet-pass-offered';
import { useTenant } from '../../../tenant/use-tenant';

const PASS_MIME_TYPE = 'application/vnd.apple.pkpass';

/**
 * 'Add to Apple Wallet' under a paid pass, where the site offers passes (docs/wallet.md#ticket-pass):
 * downloads the ticket as an event ticket .pkpass (Safari on iOS offers to add it to Wallet).
 */
export function AddTicketToWallet({ passCode }: { passCode: string }) {
  const { t, i18n } = useTranslation('wallet');
  const { bundle } = useTenant();
  const offered = useWalletPassOffered();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  if (!offered) return null;
  const add = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const language = i18n.language === 'zh-hans' ? 'zh-hans' : 'en-gb';
      const reply = await fetchTicketPass(bundle.api.shop, { passCode, language });
      if (reply.success && reply.result.rtn > 0 && reply.result.pass && reply.result.fileName) {
        saveDownload(base64Bytes(reply.result.pass), reply.result.fileName, reply.result.mimeType ?? PASS_MIME_TYPE);
      } else setMessage(refusalMessage(reply.result, 'WALLET_PASS_OFF'));
    } catch {
      // Transport failures were told by the client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" disabled={busy} onClick={() => void add()} data-testid="ticket-add-to-wallet">
        {t('actions.addToWallet')}
      </Button>
      <MessageAlert message={message} />
    </Stack>
  );
}
