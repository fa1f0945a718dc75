import { useCallback, useEffect, useState } from 'react';
import { deleteWalletCard, fetchWalletPass, loadWalletCards } from '../../api/endpoints/wallet';
import { base64Bytes, saveDownload } from '../../lib/save-download';
import type { WalletCard } from '../../generated/api/wallet-card';
import type { WalletProgramme } from '../../generated/tenant';
import { programmeName } from '../../lib/wallet-rules';
import { type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { useTenant } from '../../tenant/use-tenant';
import { useTranslation } from '../../i18n/use-translation';

const PASS_MIME_TYPE = 'application/vnd.apple.pkpass';

function isPassLanguage(language: string): language is 'en-gb' | 'zh-hans' {
  return language === 'en-gb' || language === 'zh-hans';
}

export type WalletDialog = { kind: 'topUp' | 'history' | 'pin' | 'delete'; card: WalletCard } | null;

type Load = { status: 'loading' } | { status: 'ready'; cards: WalletCard[]; walletPass: boolean } | { status: 'failed' };

/**
 * The controller of My wallet: the customer's cards (account/loadUserValuePass), the tenant's
 * programmes (names, top-up rules, how to get a card), the open dialog, and deleting a card.
 */
export function useMyWallet(enabled: boolean) {
  const { bundle } = useTenant();
  const { i18n } = useTranslation();
  const shop = bundle.api.shop;
  const programmes: WalletProgramme[] = bundle.tenant.wallet?.programmes ?? [];
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState<WalletDialog>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteMessage, setDeleteMessage] = useState<Message | null>(null);
  const [passBusy, setPassBusy] = useState<string | null>(null);
  const [passMessage, setPassMessage] = useState<{ cardId: string; message: Message } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadWalletCards(shop).then(
      (reply) => {
        if (!live) return;
        if (reply.success && reply.result.rtn > 0) setLoad({ status: 'ready', cards: reply.result.cards ?? [], walletPass: reply.result.walletPass === true });
        else setLoad({ status: 'failed' });
      },
      () => live && setLoad({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [shop, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const programmeOf = (card: WalletCard) => programmes.find((p) => p.code === card.programmeCode);
  const nameOf = (card: WalletCard) => {
    const programme = programmeOf(card);
    return programme ? programmeName(programme, i18n.language) : card.programmeCode;
  };

  const open = (kind: NonNullable<WalletDialog>['kind'], card: WalletCard) => {
    setDeleteMessage(null);
    setDialog({ kind, card });
  };
  const close = () => setDialog(null);

  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    setDeleting(true);
    try {
      const reply = await deleteWalletCard(shop, dialog.card.cardId);
      if (reply.success && reply.result.rtn > 0) {
        setLoad((before) => ({ status: 'ready', cards: reply.result.cards ?? [], walletPass: before.status === 'ready' && before.walletPass }));
        setDialog(null);
      } else setDeleteMessage(refusalMessage(reply.result, 'CARD_DELETE_FAILED'));
    } catch {
      setDeleteMessage({ code: 'CARD_DELETE_FAILED' });
    } finally {
      setDeleting(false);
    }
  };

  /** Downloads the card's Apple Wallet pass (docs/wallet.md#passes); Safari on iOS offers to add it. */
  const addToWallet = async (card: WalletCard) => {
    setPassBusy(card.cardId);
    setPassMessage(null);
    try {
      const reply = await fetchWalletPass(shop, { cardId: card.cardId, ...(isPassLanguage(i18n.language) ? { language: i18n.language } : {}) });
      if (reply.success && reply.result.rtn > 0 && reply.result.pass && reply.result.fileName) {
        saveDownload(base64Bytes(reply.result.pass), reply.result.fileName, reply.result.mimeType ?? PASS_MIME_TYPE);
      } else setPassMessage({ cardId: card.cardId, message: refusalMessage(reply.result, 'WALLET_PASS_OFF') });
    } catch {
      // Transport failures were told by the client.
    } finally {
      setPassBusy(null);
    }
  };

  return {
    status: load.status,
    walletPass: load.status === 'ready' && load.walletPass,
    addToWallet,
    passBusy,
    passMessage,
    cards: load.status === 'ready' ? load.cards : [],
    programmes,
    programmeOf,
    nameOf,
    dialog,
    open,
    close,
    reload,
    deleting,
    deleteMessage,
    confirmDelete,
    language: i18n.language,
  };
}

export type MyWalletView = ReturnType<typeof useMyWallet>;
