import { useCallback } from 'react';
import { useMessageText } from '../../../messages/use-message-text';
import { isMessageCode } from '../../../protocol/message-codes';

/**
 * The words under a form field for its rule's message (rules-resolver puts the message code in
 * react-hook-form's error message); undefined when the field is fine.
 */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const text = useMessageText();
  return useCallback(
    (message: string | undefined) => (message !== undefined && isMessageCode(message) ? text(message) : undefined),
    [text],
  );
}
