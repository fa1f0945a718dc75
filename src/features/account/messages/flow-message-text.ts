import { ACCOUNT_FLOW_TEXT, CATALOGUE_CODES, type AccountFlowKey, type CatalogueCode, type FlowMessage } from '../../../../flows/account-messages';
import { ERROR_MESSAGES } from '../../../protocol/errors';

/** What the view needs from i18next to put a flow's message into words. */
export interface MessageTranslator {
  /** A key of the 'errors' (catalogue codes) or 'account' namespace, with its values. */
  translate(namespace: 'errors' | 'account', key: string, values?: Readonly<Record<string, number>>): string;
  /** This language's words for a sentence the server says in English, if the locale has them. */
  serverSentence(english: string): string | undefined;
}

const CATALOGUE = new Set<string>(CATALOGUE_CODES);

export function isCatalogueCode(key: string): key is CatalogueCode {
  return CATALOGUE.has(key);
}

function interpolate(template: string, values: Readonly<Record<string, number>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The English a message key stands for, as the flows and the catalogue define it. */
export function englishOf(message: FlowMessage): string {
  if (isCatalogueCode(message.key)) return ERROR_MESSAGES[message.key];
  return interpolate(ACCOUNT_FLOW_TEXT[message.key as AccountFlowKey], message.values);
}

/**
 * The words to show for a flow message. Without a server reason: the key's translation. With one
 * (docs/rules.md#response-envelope: a refusal shows the server's dispMsg): the key's translation when the server
 * said exactly what the key says, else the locale's translation of the server's sentence, else
 * the server's words as they are.
 */
export function flowMessageText(message: FlowMessage, translator: MessageTranslator): string {
  const namespace = isCatalogueCode(message.key) ? 'errors' : 'account';
  const own = () => translator.translate(namespace, message.key, message.values);
  if (message.serverText === undefined) return own();
  if (message.serverText === englishOf(message)) return own();
  return translator.serverSentence(message.serverText) ?? message.serverText;
}

/**
 * Tries left on a code, when the text shown does not say it already (the server's 'Wrong
 * verification code' does not); null otherwise.
 */
export function attemptsLeftHint(message: FlowMessage): number | null {
  const left = message.values?.attemptsLeft;
  if (left === undefined || left <= 0 || message.serverText === undefined) return null;
  return message.serverText === englishOf(message) ? null : left;
}
