import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Message, MessageCode } from '../protocol/message';
import { TRANSPORT_MESSAGES } from '../protocol/transport-messages';

/** A message, or the bare code of one without params (a form field's rule, for instance). */
export type MessageLike = Message | MessageCode;

/**
 * Puts any message of the catalogue into the current language (namespace `messages`, keyed by code).
 * The texts load when the first message is shown, not with the screen
 * (docs/architecture.md#message-catalogue): until they arrive a message is '' (callers show nothing
 * yet), or, for what the app's frame says by itself ('Connection failed'...), its English, which is
 * all there is when the texts cannot be had (offline before they were cached).
 */
export function useMessageText(): (message: MessageLike) => string {
  const { t } = useTranslation('messages', { load: 'use' });
  return useCallback(
    (message: MessageLike) => {
      const code = typeof message === 'string' ? message : message.code;
      const params = typeof message === 'string' ? undefined : message.params;
      const english = (TRANSPORT_MESSAGES as Partial<Record<MessageCode, string>>)[code];
      return t(code, { ...params, ...(english === undefined ? {} : { defaultValue: english }) });
    },
    [t],
  );
}
