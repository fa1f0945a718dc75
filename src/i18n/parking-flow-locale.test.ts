import { describe, expect, it } from 'vitest';
import { PARKING_FLOW_TEXT } from '../../flows/parking-messages';
import { messageParams } from '../protocol/parking-messages';
import enGb from './locales/en-gb/parking.json';
import zhHans from './locales/zh-hans/parking.json';

/** 'a.b' keys, as i18next reads the nested `flow` object of parking.json. */
function flatten(tree: Record<string, Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).flatMap(([group, texts]) => Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text])));
}

describe.each([
  ['en-gb', flatten(enGb.flow)],
  ['zh-hans', flatten(zhHans.flow)],
])('%s parking.json flow messages', (_locale, messages: Record<string, string>) => {
  it('has every key of PARKING_FLOW_TEXT, with the same {{params}}', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(PARKING_FLOW_TEXT).sort());
    for (const [key, english] of Object.entries(PARKING_FLOW_TEXT)) {
      expect(messageParams(messages[key] ?? '').sort(), key).toEqual(messageParams(english).sort());
    }
  });
});

describe('en-gb parking flow messages', () => {
  it('are the English of PARKING_FLOW_TEXT', () => expect(flatten(enGb.flow)).toEqual(PARKING_FLOW_TEXT));
});
