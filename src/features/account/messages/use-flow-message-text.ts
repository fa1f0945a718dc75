import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowMessage } from '../../../../flows/account-messages';
import { flowMessageText } from './flow-message-text';

/** Puts a flow's message into the current language's words (see flowMessageText). */
export function useFlowMessageText(): (message: FlowMessage) => string {
  const { t, i18n } = useTranslation(['account', 'errors']);
  return useCallback(
    (message: FlowMessage) =>
      flowMessageText(message, {
        translate: (namespace, key, values) => t(key, { ns: namespace, ...values }),
        serverSentence: (english) => {
          const table: unknown = i18n.getResource(i18n.resolvedLanguage ?? i18n.language, 'account', 'server');
          const sentence = typeof table === 'object' && table !== null ? (table as Record<string, unknown>)[english] : undefined;
          return typeof sentence === 'string' && sentence !== '' ? sentence : undefined;
        },
      }),
    [t, i18n],
  );
}
