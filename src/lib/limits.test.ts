import { describe, expect, it } from 'vitest';
import checkCodeRequest from '../../schemas/api/account-check-user-identify-code.request.json';
import codeAnswer from '../../schemas/api/account-get-user-identify-code.response.json';
import smsLoginRequest from '../../schemas/api/account-login-by-sms.request.json';
import changePasswordRequest from '../../schemas/api/account-change-pwd.request.json';
import registerRequest from '../../schemas/api/account-register.request.json';
import resetPasswordRequest from '../../schemas/api/account-reset-pwd.request.json';
import topUpRequest from '../../schemas/api/parking-topup.request.json';
import changePinRequest from '../../schemas/api/account-value-pass-chg-pwd.request.json';
import payRequest from '../../schemas/api/payment-pay.request.json';
import {
  CODE_RESEND_SECONDS,
  digitsPattern,
  PASSWORD_MAX_LENGTH,
  PAYMENT_PIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
  WALLET_PIN_LENGTH,
} from './limits';

describe('limits', () => {
  it('are the numbers of the product rules', () => {
    expect(PASSWORD_MAX_LENGTH).toBe(20);
    expect(VERIFICATION_CODE_LENGTH).toBe(4);
    expect(CODE_RESEND_SECONDS).toBe(120);
    expect(WALLET_PIN_LENGTH).toBe(6);
    // Stored-value payments are verified with the card's wallet PIN.
    expect(PAYMENT_PIN_LENGTH).toBe(WALLET_PIN_LENGTH);
  });

  it('digitsPattern accepts exactly that many ASCII digits', () => {
    expect(digitsPattern(4).test('0123')).toBe(true);
    for (const text of ['', '123', '12345', '12a4', ' 1234', '１２３４'])
      expect(digitsPattern(4).test(text)).toBe(false);
  });
});

describe('the schemas state the same limits', () => {
  it('verification codes: the code patterns of the SMS login and code check', () => {
    for (const schema of [smsLoginRequest, checkCodeRequest])
      expect(schema.properties.code.pattern).toBe(digitsPattern(VERIFICATION_CODE_LENGTH).source);
  });

  it('payment PINs: the pin patterns of svc/pay and the top-up', () => {
    for (const schema of [payRequest, topUpRequest])
      expect(schema.properties.pin.pattern).toBe(digitsPattern(PAYMENT_PIN_LENGTH).source);
  });

  it('wallet PINs: the PIN patterns of valuePassChgPwd', () => {
    for (const pin of [
      changePinRequest.properties.oldPin,
      changePinRequest.properties.newPin,
      changePinRequest.properties.confirmPin,
    ]) {
      expect(pin.pattern).toBe(digitsPattern(WALLET_PIN_LENGTH).source);
    }
  });

  it('passwords: every new-password description states the maximum', () => {
    const descriptions = [
      registerRequest.properties.password,
      resetPasswordRequest.properties.newPassword,
      changePasswordRequest.properties.newPassword,
    ].map((p) => p.description);
    for (const description of descriptions) expect(description).toContain(`1 to ${PASSWORD_MAX_LENGTH} characters`);
  });

  it('the resend wait: the code answer says how long', () => {
    expect(codeAnswer.properties.result.properties.resendAfterSeconds.description).toContain(
      `(${CODE_RESEND_SECONDS})`,
    );
  });
});
