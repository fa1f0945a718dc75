import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { deleteWalletCard, fetchWalletPass, loadWalletCards } from '../../api/endpoints/wallet';
import { base64Bytes, saveDownload } from '../../lib/save-download';
import type { WalletCard } from '../../generated/api/wallet-card';
import type { WalletProgramme } from '../../generated/tenant';
import { programmeName } from '../../lib/wallet-rules';
import { type Message } from '../../protocol/message';
import { refusalMessage } from '../../protocol/message-codes';
import { customerKeys } from '../../queries/query-keys';
import { acceptedResult, refusalOf } from '../../queries/refused-read';
import { useTenant } from '../../tenant/use-tenant';
import { useTranslation } from '../../i18n/use-translation';

const PASS_MIME_TYPE = 'application/vnd.apple.pkpass';

function isPassLanguage(language: string): language is 'en-gb' | 'zh-hans' {
  return language === 'en-gb' || language === 'zh-hans';
}

export type WalletDialog = { kind: 'topUp' | 'rewards' | 'history' | 'pin' | 'delete'; card: WalletCard } | null;

type WalletCards = { cards: WalletCard[]; walletPass: boolean };

/**
 * The controller of My wallet: the customer's cards (account/loadUserValuePass), the tenant's
 * programmes (names, top-up rules, how to get a card), the open dialog, and deleting a card (its
 * answer, the cards as they now are, replaces the ones read).
 */
export function useMyWallet(enabled: boolean) {
  const { bundle } = useTenant();
  const { i18n } = useTranslation();
  const shop = bundle.api.shop;
  const programmes: WalletProgramme[] = bundle.tenant.wallet?.programmes ?? [];
  const client = useQueryClient();
  const tenantId = bundle.tenant.id;
  const shopCode = bundle.site.shopCode;
  const queryKey = useMemo(() => customerKeys.walletCards(tenantId, shopCode), [tenantId, shopCode]);
  const query = useQuery({
    queryKey,
    queryFn: async (): Promise<WalletCards> => {
      const result = acceptedResult(await loadWalletCards(shop));
      return { cards: result.cards ?? [], walletPass: result.walletPass === true };
    },
    enabled,
  });
  const [dialog, setDialog] = useState<WalletDialog>(null);
  const [deleteMessage, setDeleteMessage] = useState<Message | null>(null);
  const [passBusy, setPassBusy] = useState<string | null>(null);
  const [passMessage, setPassMessage] = useState<{ cardId: string; message: Message } | null>(null);

  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  // A failed read shows as failed until a retry answers; a reload of shown cards keeps them.
  const status = query.status === 'success' ? 'ready' : query.status === 'error' ? 'failed' : 'loading';
  const cards = query.status === 'success' ? query.data.cards : [];
  const programmeOf = (card: WalletCard) => programmes.find((p) => p.code === card.programmeCode);
  const nameOf = (card: WalletCard) => {
    const programme = programmeOf(card);
    return programme ? programmeName(programme, i18n.language) : card.programmeCode;
  };

  /** The stored-value card a credit reward of this card's programme goes to: this card when it holds value, else the first stored-value programme's. */
  const creditCardNameOf = (card: WalletCard) => {
    const programme = programmeOf(card);
    const target = programme?.kind === 'stored-value' ? programme : programmes.find((p) => p.kind === 'stored-value');
    return target ? programmeName(target, i18n.language) : nameOf(card);
  };

  const open = (kind: NonNullable<WalletDialog>['kind'], card: WalletCard) => {
    setDeleteMessage(null);
    setDialog({ kind, card });
  };
  const close = () => setDialog(null);

  const remove = useMutation({
    mutationFn: async (cardId: string) => acceptedResult(await deleteWalletCard(shop, cardId)).cards ?? [],
    onSuccess: (left) => {
      client.setQueryData<WalletCards>(queryKey, (before) => ({
        cards: left,
        walletPass: before?.walletPass === true,
      }));
      setDialog(null);
    },
    onError: (error) => {
      const refusal = refusalOf(error);
      setDeleteMessage(refusal ? refusalMessage(refusal, 'CARD_DELETE_FAILED') : { code: 'CARD_DELETE_FAILED' });
    },
  });
  const confirmDelete = async () => {
    if (dialog?.kind !== 'delete') return;
    await remove.mutateAsync(dialog.card.cardId).catch(() => {});
  };

  /** Downloads the card's Apple Wallet pass (docs/wallet.md#passes); Safari on iOS offers to add it. */
  const addToWallet = async (card: WalletCard) => {
    setPassBusy(card.cardId);
    setPassMessage(null);
    try {
      const reply = await fetchWalletPass(shop, {
        cardId: card.cardId,
        ...(isPassLanguage(i18n.language) ? { language: i18n.language } : {}),
      });
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
    status,
    walletPass: query.status === 'success' && query.data.walletPass,
    addToWallet,
    passBusy,
    passMessage,
    cards,
    programmes,
    programmeOf,
    nameOf,
    creditCardNameOf,
    dialog,
    open,
    close,
    reload,
    deleting: remove.isPending,
    deleteMessage,
    confirmDelete,
    language: i18n.language,
  };
}

export type MyWalletView = ReturnType<typeof useMyWallet>;
