/** Builds the browser app when dist/app is missing or older than any source it is built from. */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

export function buildIfStale(): void {
  const built = path.join(root, 'dist/app/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...inputs.map((i) => newestMtime(path.join(root, i))));
  if (builtAt > sourcesAt) {
    console.log('app build is up to date (dist/app)');
    return;
  }
  console.log('building the app (vite build)...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
}
