import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASS_FOLDER, ensureDemoPassCertificate } from './demo-pass-certificates';
import { passMaterialProblem } from './pass-certificates';

describe('the demo pass certificate (SANDBOX_WALLET_PASS=1)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-demo-pass-'));
    dirs.push(dir);
    return dir;
  };

  it('is made once into DATA_DIR/wallet-pass-demo/ (key readable by its owner only) and reused on the next start', () => {
    const dir = dataDir();
    const first = ensureDemoPassCertificate(dir);
    expect(first.folder).toBe(path.join(dir, DEMO_PASS_FOLDER));
    expect(passMaterialProblem(first.certificatePem, first.keyPem)).toBeNull();
    expect(statSync(path.join(first.folder, 'key.pem')).mode & 0o777).toBe(0o600);
    expect(ensureDemoPassCertificate(dir)).toEqual(first);
  });

  it('is made again when its files are damaged', () => {
    const dir = dataDir();
    const first = ensureDemoPassCertificate(dir);
    writeFileSync(path.join(first.folder, 'certificate.pem'), 'not a certificate');
    const second = ensureDemoPassCertificate(dir);
    expect(passMaterialProblem(second.certificatePem, second.keyPem)).toBeNull();
    expect(second.keyPem).not.toBe(first.keyPem);
  });
});
