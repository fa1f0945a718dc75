/**
 * Pass certificates (docs/wallet.md#passes): how the tenant's `walletPassCertificate` secret is read
 * (the pass type id certificate, then the WWDR intermediate after it, PEM), and how a stand-in set is
 * made for the demo and the tests: a self-signed "WWDR" authority and a signer it issued. Apple's
 * devices do not trust a stand-in; real passes need the certificate Apple issues for the pass type id.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import type forge from 'node-forge';
import { forgePackage } from '../../lazy-packages';

export interface PassSigningMaterial {
  /** PEM of the pass type id certificate (the signer). */
  signerCert: string;
  /** PEM of the intermediate that issued it (Apple's WWDR in production). */
  wwdr: string;
  /** PEM of the signer's private key, unencrypted. */
  signerKey: string;
}

/** The subject's userId (UID) attribute: Apple's pass certificates carry the pass type id there. */
const USER_ID_OID = '0.9.2342.19200300.100.1.1';
const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const PEM_PRIVATE_KEY = /-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+?-----END (RSA )?PRIVATE KEY-----/;

/** Why the secrets cannot sign a pass; null when they can. Parses, so a damaged PEM is told here, not at the first download. */
export function passMaterialProblem(certificatePem: string, keyPem: string): string | null {
  const { pki } = forgePackage();
  const certs = certificatePem.match(PEM_CERTIFICATE) ?? [];
  if (certs.length < 2)
    return 'needs the pass certificate followed by the WWDR intermediate certificate (two PEM certificates)';
  if (!PEM_PRIVATE_KEY.test(keyPem)) return 'the key is not an unencrypted PEM private key';
  const [signerPem = '', wwdrPem = ''] = certs;
  try {
    const signer = pki.certificateFromPem(signerPem);
    const wwdr = pki.certificateFromPem(wwdrPem);
    pki.privateKeyFromPem(keyPem);
    if (!issued(wwdr, signer))
      return 'the second certificate did not issue the first (the WWDR intermediate must follow the pass certificate)';
    const certKey = new X509Certificate(signerPem).publicKey.export({ type: 'spki', format: 'der' });
    const keyOfKey = createPublicKey(createPrivateKey(keyPem)).export({ type: 'spki', format: 'der' });
    if (!certKey.equals(keyOfKey)) return "the key is not the pass certificate's";
  } catch (error) {
    return `does not parse (${error instanceof Error ? error.message : String(error)})`;
  }
  return null;
}

function issued(issuer: forge.pki.Certificate, child: forge.pki.Certificate): boolean {
  try {
    return issuer.verify(child);
  } catch {
    // forge throws when the signature does not decrypt with the issuer's key.
    return false;
  }
}

/** The signer, its intermediate and key from the two secrets (call passMaterialProblem first). */
export function passSigningMaterial(certificatePem: string, keyPem: string): PassSigningMaterial {
  const [signerCert = '', wwdr = ''] = certificatePem.match(PEM_CERTIFICATE) ?? [];
  return { signerCert, wwdr, signerKey: keyPem };
}

export interface GeneratedPassCertificates {
  /** The stand-in WWDR authority's certificate (PEM). */
  authorityPem: string;
  /** The signer's certificate (PEM), alone. */
  signerPem: string;
  /** What the walletPassCertificate secret holds: the signer, then the authority. */
  certificatePem: string;
  /** What the walletPassKey secret holds: the signer's key (PEM, PKCS#1). */
  keyPem: string;
}

function rsaKeys(bits: number): {
  publicKey: forge.pki.PublicKey;
  privateKey: forge.pki.PrivateKey;
  privatePem: string;
} {
  const { pki } = forgePackage();
  const pair = generateKeyPairSync('rsa', {
    modulusLength: bits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return {
    publicKey: pki.publicKeyFromPem(pair.publicKey),
    privateKey: pki.privateKeyFromPem(pair.privateKey),
    privatePem: pair.privateKey,
  };
}

/**
 * A certificate serial: 16 random bytes as hex, the first byte 0x01-0x7f, so it is positive and
 * minimal in DER. The earlier form, "0" and 30 random hex digits, began with a zero byte; when the
 * next byte was zero too, forge's own certificate did not verify after a PEM round trip, and about
 * one demo set in 300 was refused as "did not issue the first".
 */
export function positiveSerial(bytes: Buffer = randomBytes(16)): string {
  const serial = Buffer.from(bytes);
  serial[0] = 1 + ((serial[0] ?? 0) % 0x7f);
  return serial.toString('hex');
}

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: forge.pki.CertificateField[],
  publicKey: forge.pki.PublicKey,
  days: number,
  authority: boolean,
): forge.pki.Certificate {
  const { pki } = forgePackage();
  const cert = pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = positiveSerial();
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + days * 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(
    authority
      ? [
          { name: 'basicConstraints', cA: true, critical: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, critical: true },
        ],
  );
  return cert;
}

/**
 * A stand-in authority and a signer for `passTypeIdentifier` (subject UID, as Apple's certificates
 * carry it), valid `days`. For the demo (demo-pass-certificates.ts) and the tests only.
 */
export function generatePassCertificates(opts: {
  passTypeIdentifier: string;
  teamIdentifier: string;
  organizationName: string;
  days?: number;
  bits?: number;
}): GeneratedPassCertificates {
  const { pki, md } = forgePackage();
  const days = opts.days ?? 3650;
  const bits = opts.bits ?? 2048;
  const authorityKeys = rsaKeys(bits);
  const authorityName = [
    { name: 'commonName', value: 'Kerbside stand-in WWDR (not Apple; demo and tests only)' },
    { name: 'organizationName', value: 'Kerbside demo' },
  ];
  const authority = certificate(authorityName, authorityName, authorityKeys.publicKey, days, true);
  authority.sign(authorityKeys.privateKey, md.sha256.create());
  const signerKeys = rsaKeys(bits);
  const signer = certificate(
    [
      { type: USER_ID_OID, value: opts.passTypeIdentifier },
      { name: 'commonName', value: `Pass Type ID: ${opts.passTypeIdentifier}` },
      { shortName: 'OU', value: opts.teamIdentifier },
      { name: 'organizationName', value: opts.organizationName },
    ],
    authorityName,
    signerKeys.publicKey,
    days,
    false,
  );
  signer.sign(authorityKeys.privateKey, md.sha256.create());
  const authorityPem = pki.certificateToPem(authority);
  const signerPem = pki.certificateToPem(signer);
  return { authorityPem, signerPem, certificatePem: `${signerPem}${authorityPem}`, keyPem: signerKeys.privatePem };
}
