/**
 * `npm run dev`: the API server (restarting on change) and the Vite dev server with hot reload,
 * which proxies API paths to it (see vite.config.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEMO_TEST_TOOLS } from '../server/config/server-env';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The dev server is the demo: its test tools are on unless the environment says otherwise.
    env: { ...DEMO_TEST_TOOLS, ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KERBSIDE_API: `http://127.0.0.1:${apiPort}` },
  }),
];
console.log(
  `dev: app with hot reload at http://127.0.0.1:5173 (API on port ${apiPort}), e.g. http://127.0.0.1:5173/shop/harbour-central/home`,
);
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, stopAll);
for (const c of children)
  c.on('exit', (code) => {
    stopAll();
    process.exit(code ?? 0);
  });
