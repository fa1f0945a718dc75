import { PARKING_CATALOGUE_CODES, type ParkingFlowMessage } from '../../flows/parking-messages';
import { CATALOGUE_ALIASES, isCatalogueAlias, PARKING_MESSAGES } from '../protocol/parking-messages';

/** i18next's lookup, as the parking views use it. */
export type ParkingTranslate = (namespace: 'errors' | 'parking', key: string, values?: Readonly<Record<string, number>>) => string;

const CATALOGUE = new Set<string>(PARKING_CATALOGUE_CODES);

/**
 * The words to show for a message of the parking flows (flows/parking-messages.ts). A refusal that
 * names its problem code is shown in the user's language (the server's dispMsg is its English); a
 * refusal without one shows the server's dispMsg as it is; otherwise the key's own text.
 */
export function parkingMessageText(message: ParkingFlowMessage, translate: ParkingTranslate): string {
  const { key, values } = message;
  if (isCatalogueAlias(key)) return translate('errors', CATALOGUE_ALIASES[key], values);
  if (Object.hasOwn(PARKING_MESSAGES, key)) return translate('parking', `errors.${key}`, values);
  if (message.serverText !== undefined) return message.serverText;
  if (CATALOGUE.has(key)) return translate('errors', key, values);
  return translate('parking', `flow.${key}`, values);
}
