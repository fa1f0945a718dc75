import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FLOW_TEXT, CATALOGUE_CODES, refusalMessage } from './account-messages';

// Read as data, not imported: flows do not depend on the app's modules.
const catalogue = JSON.parse(
  readFileSync(fileURLToPath(new URL('../src/i18n/locales/en-gb/errors.json', import.meta.url)), 'utf8'),
) as Record<string, string>;

describe('account flow messages', () => {
  it('uses only codes of the error catalogue', () => {
    for (const code of CATALOGUE_CODES) expect(catalogue, code).toHaveProperty(code);
  });

  it('has English for every key of its own, with the catalogue wording where it has one', () => {
    for (const text of Object.values(ACCOUNT_FLOW_TEXT)) expect(text.trim()).not.toBe('');
    expect(ACCOUNT_FLOW_TEXT['validation.loginMissing']).toBe('Please input phone number or password properly');
  });

  it("carries the server's dispMsg, or falls back to the key", () => {
    expect(refusalMessage({ dispMsg: 'Old password is not correct' }, 'OPERATION_FAILED')).toEqual({
      key: 'OPERATION_FAILED',
      serverText: 'Old password is not correct',
    });
    expect(refusalMessage({}, 'SIGN_UP_FAILED')).toEqual({ key: 'SIGN_UP_FAILED' });
    expect(refusalMessage({ dispMsg: ' ' }, 'SIGN_UP_FAILED')).toEqual({ key: 'SIGN_UP_FAILED' });
  });
});
