import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium-path';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const ci = process.env.CI === 'true' || process.env.CI === '1';
// Under CI Chromium is there (.ci/run installs it); a machine without it cannot render Mermaid at all.
const canRender = findChromium() !== null || ci;

// Renders 84 diagrams in headless Chromium (tsx compiling the script anew): most of a minute when loaded.
describe('npm run flows:mermaid-overlaps (docs/flows.md#mermaid-exports)', { timeout: 180_000 }, () => {
  it.skipIf(!canRender)(
    'Mermaid draws every export of flows/diagrams with no label over another label or a state box',
    async () => {
      const { stdout } = await run('npx', ['tsx', 'scripts/mermaid-overlaps.ts', '--max', '0'], {
        cwd: root,
        maxBuffer: 16 * 1024 * 1024,
      });
      expect(stdout).toMatch(/^total\s+0 overlaps in \d+ diagrams$/m);
      expect(stdout.split('\n').filter((line) => line.endsWith('.mmd') || /\.mmd\s/.test(line)).length).toBe(
        Number(/in (\d+) diagrams/.exec(stdout)?.[1]),
      );
    },
  );
});
