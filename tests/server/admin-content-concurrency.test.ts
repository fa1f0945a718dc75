/**
 * The admin content area under concurrency, on PostgreSQL only (PGlite runs one query at a time and
 * cannot show a race): two server processes share one database, each on a pool of connections, and
 * take requests over HTTP at once. Editors saving the same version: exactly one wins, the others get
 * 409; two creates of one page id: exactly one; a publish on one process is what customers of the
 * other see at once, without a restart (docs/admin.md#customer-read).
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { AdminContentItem, SiteContentResponse } from '../../src/protocol/admin-content';
import { testClock } from './support/account-kit';
import { staffToken } from './support/admin-kit';
import { suiteApp } from './support/suite-app';
import { testDrivers } from './support/test-databases';

// The PostgreSQL driver of the server tests (its own schema, pools of 10 connections per process).
const postgres = testDrivers().find((driver) => driver.name === 'postgres');
const skipReason = postgres?.skipReason;
if (skipReason)
  console.warn(`[admin-content-concurrency] ${skipReason}; PGlite runs one query at a time and cannot show races`);

const EDITORS = 20;

describe.skipIf(skipReason !== undefined)(
  skipReason
    ? `admin content under concurrency: skipped, ${skipReason}`
    : 'admin content under concurrency on postgres',
  () => {
    const clock = testClock();
    // Two processes of the same deployment: one tenants folder, one database, their own pools.
    const server = suiteApp(
      postgres,
      () => ({ accounts: { now: clock.now }, demoStaff: true, sibling: true }),
      120_000,
    );
    let dbA: Database;
    let baseA: string;
    let baseB: string;
    let tokenA: string;
    let tokenB: string;

    const call = async (base: string, token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}/cloud/plainco/admin${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: (await res.json()) as AdminContentItem & { result?: { problem: { code: string } } },
      };
    };

    beforeAll(async () => {
      const [a, b] = [server.t, server.sibling];
      dbA = server.db;
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      baseA = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}`;
      baseB = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
      tokenA = await staffToken(a.app, 'plainco', 'S500');
      tokenB = await staffToken(b.app, 'plainco', 'S100');
    }, 120_000);

    it(`${EDITORS} editors on two processes save the same version at once: exactly one wins, the rest get 409`, async () => {
      const created = await call(baseA, tokenA, 'POST', '/content/partner', { document: { name: 'Start' } });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const answers = await Promise.all(
        Array.from({ length: EDITORS }, (_, i) =>
          call(i % 2 === 0 ? baseA : baseB, i % 2 === 0 ? tokenA : tokenB, 'PUT', `/content/partner/${id}`, {
            version: 1,
            document: { name: `Editor ${i}` },
          }),
        ),
      );
      const won = answers.filter((x) => x.status === 200);
      const lost = answers.filter((x) => x.status === 409);
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(EDITORS - 1);
      for (const x of lost) expect(x.body.result?.problem.code).toBe('CONTENT_VERSION_CONFLICT');
      const now = await call(baseB, tokenB, 'GET', `/content/partner/${id}`);
      expect((now.body as unknown as { item: AdminContentItem }).item).toMatchObject({
        version: 2,
        draft: won[0]?.body.draft,
      });
      const audit = await dbA.query<{ n: number }>('SELECT count(*)::int AS n FROM content_audit WHERE item_id = $1', [
        id,
      ]);
      expect(audit[0]?.n).toBe(2);
    }, 60_000);

    it(`${EDITORS} creates of one page id at once: exactly one page, the rest 'Duplicate page id'`, async () => {
      const answers = await Promise.all(
        Array.from({ length: EDITORS }, (_, i) =>
          call(i % 2 === 0 ? baseA : baseB, i % 2 === 0 ? tokenA : tokenB, 'POST', '/content/page', {
            document: { pageId: 'race', title: `Page ${i}`, html: '<p>x</p>' },
          }),
        ),
      );
      expect(answers.filter((x) => x.status === 201)).toHaveLength(1);
      const refused = answers.filter((x) => x.status === 409);
      expect(refused).toHaveLength(EDITORS - 1);
      for (const x of refused) expect(x.body.result?.problem.code).toBe('PAGE_ID_DUPLICATE');
    }, 60_000);

    it("a publish on one process is what the other process's customers see at once", async () => {
      const read = async (base: string) =>
        ((await (await fetch(`${base}/cloud/plainco/content`)).json()) as SiteContentResponse).items.client.map(
          (c) => c.document,
        );
      const created = await call(baseA, tokenA, 'POST', '/content/client', { document: { name: 'Harbour Board' } });
      expect(await read(baseB)).toEqual([]);
      await call(baseA, tokenA, 'POST', `/content/client/${created.body.id}/publish`, { version: 1 });
      expect(await read(baseB)).toEqual([{ name: 'Harbour Board' }]);
      await call(baseB, tokenB, 'POST', `/content/client/${created.body.id}/unpublish`, { version: 2 });
      expect(await read(baseA)).toEqual([]);
    }, 60_000);
  },
);
