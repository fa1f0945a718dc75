import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, else `chromium` on PATH. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const found = execFileSync('which', [name], { encoding: 'utf8' }).trim();
      if (found) return found;
    } catch {
      // not on PATH: try the next name
    }
  }
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

/** Flags for headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
