import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParkingFlowMessage } from '../../flows/parking-messages';
import { parkingMessageText } from './parking-message-text';

/** Puts a parking flow's message into the current language's words (see parkingMessageText). */
export function useParkingMessageText(): (message: ParkingFlowMessage) => string {
  const { t } = useTranslation(['parking', 'errors']);
  return useCallback((message: ParkingFlowMessage) => parkingMessageText(message, (ns, key, values) => t(key, { ns, ...values })), [t]);
}
