/** Starts the real API server (server/main.ts) as a child process for scripts that need one. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  baseUrl: string;
  /** The server's process group (one Node.js process): its CPU time is read from /proc. */
  pid: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerEntry {
  /** The script to run with tsx's loader (default server/main.ts, the real server). */
  script?: string;
  /** Polled until it answers 2xx (default /health). */
  readyPath?: string;
  /**
   * How long it may take to answer (default 150 s): a loaded two-core machine compiling the server
   * with tsx while the test workers run took over 60 s; a healthy start answers long before.
   */
  readyTimeoutMs?: number;
}

/** Where a server runs; a restart after a crash passes the first start's, so its URLs and data stay. */
export interface ServerPlace {
  /** Default a free loopback port. */
  port?: number;
  /** Default a new throwaway folder (its embedded database). */
  dataDir?: string;
}

/** Starts the server (or another `entry` script) on a free loopback port with a throwaway embedded database. */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  entry: ServerEntry = {},
  place: ServerPlace = {},
): Promise<RunningServer> {
  const port = place.port ?? (await freePort());
  const dataDir = place.dataDir ?? mkdtempSync(path.join(tmpdir(), 'kerbside-data-'));
  // Node.js itself with tsx's loader, not the `npx tsx` commands: those are two more processes, and
  // tsx relays a signal to the script and kills it outright when the script has not said it got
  // the signal within 60 ms, which a loaded machine misses: a graceful stop cut short.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry.script ?? 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const readyMs = entry.readyTimeoutMs ?? 150_000;
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${baseUrl}${entry.readyPath ?? '/health'}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left running: the server is stopped before the failure is reported.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      throw new Error(`server did not become healthy within ${readyMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      }),
  };
}
