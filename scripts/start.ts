/**
 * `npm start`: builds the app if needed, then serves it with the demo tenants on the embedded
 * database (PGlite in ./data, or PostgreSQL when DATABASE_URL is set). The server prints the URLs.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './build-if-stale';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
const server = spawn('npx', ['tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
