import fc from 'fast-check';
import forge from 'node-forge';
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { positiveSerial } from './pass-certificates';

describe('positiveSerial', () => {
  it('is 16 bytes whose first is 0x01-0x7f (positive, minimal DER) for any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const serial = positiveSerial(Buffer.from(bytes));
        expect(serial).toMatch(/^[0-9a-f]{32}$/);
        const first = Number.parseInt(serial.slice(0, 2), 16);
        expect(first).toBeGreaterThanOrEqual(0x01);
        expect(first).toBeLessThanOrEqual(0x7f);
        expect(serial.slice(2)).toBe(Buffer.from(bytes).subarray(1).toString('hex'));
      }),
    );
  });

  it("survives forge's PEM round trip where the old form did not: a certificate with the zero bytes right after the first still verifies", () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    const selfSigned = (serial: string) => {
      const cert = forge.pki.createCertificate();
      cert.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
      cert.serialNumber = serial;
      cert.validity.notBefore = new Date();
      cert.validity.notAfter = new Date(Date.now() + 86_400_000);
      const name = [{ name: 'commonName', value: 'serial test' }];
      cert.setSubject(name);
      cert.setIssuer(name);
      cert.sign(forge.pki.privateKeyFromPem(pair.privateKey), forge.md.sha256.create());
      const back = forge.pki.certificateFromPem(forge.pki.certificateToPem(cert));
      return back.verify(back);
    };
    for (const bytes of [
      Buffer.alloc(16),
      Buffer.alloc(16, 0xff),
      Buffer.from('7f00000000000000000000000000000000', 'hex').subarray(0, 16),
    ]) {
      expect(selfSigned(positiveSerial(bytes))).toBe(true);
    }
  });
});
