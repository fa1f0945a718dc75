/**
 * The demo's pass certificate (docs/wallet.md#demo-passes), a test tool switched on by
 * SANDBOX_WALLET_PASS=1 (on in `npm start` and the browser tests): made once, on the first start,
 * into DATA_DIR/wallet-pass-demo/ (certificate.pem: a signer and the stand-in WWDR authority that
 * issued it; key.pem: the signer's key) and reused on later starts. A tenant that references its pass
 * secrets but whose variables are unset signs with it, so 'Add to Apple Wallet' shows and downloads in
 * the demo. A real iPhone refuses such a pass (Apple did not issue the certificate).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatePassCertificates, passMaterialProblem } from './pass-certificates';

export interface DemoPassMaterial {
  certificatePem: string;
  keyPem: string;
  /** Where the files are, for the start-up log. */
  folder: string;
}

export const DEMO_PASS_FOLDER = 'wallet-pass-demo';

/** The demo certificate in `dataDir`, made when it is missing or does not parse. */
export function ensureDemoPassCertificate(dataDir: string): DemoPassMaterial {
  const folder = path.join(dataDir, DEMO_PASS_FOLDER);
  const certFile = path.join(folder, 'certificate.pem');
  const keyFile = path.join(folder, 'key.pem');
  if (existsSync(certFile) && existsSync(keyFile)) {
    const certificatePem = readFileSync(certFile, 'utf8');
    const keyPem = readFileSync(keyFile, 'utf8');
    if (passMaterialProblem(certificatePem, keyPem) === null) return { certificatePem, keyPem, folder };
  }
  const made = generatePassCertificates({
    passTypeIdentifier: 'pass.dev.kerbside.demo',
    teamIdentifier: 'KERBSIDE00',
    organizationName: 'Kerbside demo',
  });
  mkdirSync(folder, { recursive: true });
  writeFileSync(certFile, made.certificatePem);
  writeFileSync(keyFile, made.keyPem, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  return { certificatePem: made.certificatePem, keyPem: made.keyPem, folder };
}
