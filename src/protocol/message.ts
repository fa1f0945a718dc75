/**
 * What a message is, as flows hold it and the server sends it: a code of the catalogue and its
 * params, never display text. The helpers here need none of the catalogue's text, so the app's
 * frame can use them without downloading it (the catalogue is ./messages.ts).
 */
import type { MessageCode } from '../generated/api/message-code';

export type { MessageCode };

/** Values of a message's {{params}}: numbers only (counts, minutes, seconds). */
export type MessageParams = Readonly<Record<string, number>>;

/** What a flow holds and the server sends as `problem`: never display text, always a code. */
export interface Message {
  readonly code: MessageCode;
  readonly params?: MessageParams;
}

/** A message; params are left out when there are none, so equal messages compare equal. */
export function messageOf(code: MessageCode, params?: MessageParams): Message {
  return params === undefined || Object.keys(params).length === 0 ? { code } : { code, params: { ...params } };
}

/** A template with its {{params}} filled in; a param without a value stays visible. */
export function fillParams(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The {{param}} names a template uses, in order (the locale files must use the same ones). */
export function messageParams(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '');
}
