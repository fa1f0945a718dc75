/**
 * Each request's logger (docs/architecture.md#request-loggers): at `info` every answer writes its
 * access line with the request's id; at `error` an ordinary answer writes nothing.
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database, Queryable } from '../../server/db/database';

const root = path.resolve(import.meta.dirname, '../..');
const noRows: Queryable = { query: async <T extends object>() => [] as T[], executeScript: async () => undefined };
const nullDatabase: Database = {
  ...noRows,
  driver: 'postgres',
  transaction: async (fn) => fn(noRows),
  close: async () => undefined,
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appLoggingAt(
  level: string,
  db: Database = nullDatabase,
): Promise<{ app: FastifyInstance; lines: () => Record<string, unknown>[] }> {
  const out: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      out.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    tenantsDir: path.join(root, 'tenants'),
    themesDir: path.join(root, 'themes'),
    db,
    watchTenants: false,
    rateLimit: false,
    logger: { level, stream },
    accounts: { smsCodeSecret: 'test-secret-test-secret-test-secret-00' },
  });
  return {
    app,
    lines: () =>
      out
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

describe('request logs', () => {
  it("writes each answer's access line with its request id at info", async () => {
    const { app, lines } = await appLoggingAt('info');
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    const access = lines().filter((l) => l.msg === 'request');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      reqId: res.headers['x-request-id'],
      method: 'GET',
      url: '/health/live',
      status: 200,
    });
  });

  it('writes nothing for an ordinary answer at error, and an error it logs still carries its request id', async () => {
    // A database that fails every query: /health logs the failure at error (routes/health.ts).
    const failing: Queryable = {
      query: async () => Promise.reject(new Error('database away')),
      executeScript: async () => Promise.reject(new Error('database away')),
    };
    const db: Database = {
      ...failing,
      driver: 'postgres',
      transaction: async (fn) => fn(failing),
      close: async () => undefined,
    };
    const { app, lines } = await appLoggingAt('error', db);
    await app.inject({ method: 'GET', url: '/health/live' });
    expect(lines()).toEqual([]);
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    const written = lines();
    expect(written.length).toBeGreaterThan(0);
    expect(written.every((l) => l.reqId === res.headers['x-request-id'])).toBe(true);
    expect(written.map((l) => l.msg)).toContain('health check: database did not answer');
  });
});
