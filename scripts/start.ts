/**
 * `npm start`: builds the app and compiles the server if either is stale, then serves the app with
 * the demo tenants on the embedded database (PGlite in ./data, or PostgreSQL when DATABASE_URL is
 * set), with the test tools on (SMS outbox reader, sandbox gateway, movable clock). The server runs
 * as compiled JavaScript (dist/server/main.js), so no TypeScript is compiled at start. It prints the URLs.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_TEST_TOOLS } from '../server/config/server-env';
import { buildIfStale } from './build-if-stale';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server';

const root = path.resolve(import.meta.dirname, '..');
buildIfStale();
await buildServerIfStale();
// The demo switches every test tool on (the environment may still turn one off); the server's
// start-up warning names them.
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: { ...DEMO_TEST_TOOLS, ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
