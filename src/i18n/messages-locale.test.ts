import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../protocol/messages';
import { messageParams } from '../protocol/message';
import { MESSAGE_CODES } from '../protocol/message-codes';
import enGb from './locales/en-gb/messages.json';
import zhHans from './locales/zh-hans/messages.json';

describe.each([
  ['en-gb', enGb],
  ['zh-hans', zhHans],
])('%s messages.json', (_locale, messages: Record<string, unknown>) => {
  it('has a text for exactly the codes of the catalogue', () => {
    expect(Object.keys(messages).sort()).toEqual([...MESSAGE_CODES].sort());
    for (const [code, text] of Object.entries(messages))
      expect(typeof text === 'string' && text.trim() !== '', code).toBe(true);
  });

  it('uses the same {{params}} as the English', () => {
    for (const code of MESSAGE_CODES)
      expect(messageParams(String(messages[code])).sort(), code).toEqual(messageParams(MESSAGES[code]).sort());
  });
});

describe('translations', () => {
  it('en-gb is the English of the catalogue', () => {
    expect(enGb).toEqual(MESSAGES);
  });

  it('zh-hans is written in Chinese, not left in English', () => {
    for (const [code, text] of Object.entries(zhHans)) expect(text, code).toMatch(/[\u4e00-\u9fff]/u);
  });
});
