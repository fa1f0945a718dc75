import { describe, expect, it } from 'vitest';
import { codeInSmsText, verificationSmsText } from './sms-text';

describe('verification SMS text', () => {
  it('starts with the code and says when it expires', () => {
    const text = verificationSmsText('Harbour Park 2000', '0427', 5);
    expect(text).toBe('0427 is your Harbour Park 2000 verification code. It expires in 5 minutes. Never share it.');
    expect(codeInSmsText(text)).toBe('0427');
  });

  it('finds no code in other text', () => {
    expect(codeInSmsText('Welcome to Harbour Park 2000')).toBeNull();
  });
});
