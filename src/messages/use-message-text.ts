import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Message, MessageCode } from '../protocol/messages';

/** A message, or the bare code of one without params (a form field's rule, for instance). */
export type MessageLike = Message | MessageCode;

/** Puts any message of the catalogue into the current language (namespace `messages`, keyed by code). */
export function useMessageText(): (message: MessageLike) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (message: MessageLike) => (typeof message === 'string' ? t(message) : t(message.code, { ...message.params })),
    [t],
  );
}
