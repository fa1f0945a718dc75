/**
 * Scheduled content on the demo's movable clock (SANDBOX_CLOCK=1, docs/admin.md#scheduling): the app
 * runs on the sandbox clock as server/main.ts wires it, and POST /sandbox-api/clock/advance (what the
 * browser tests call) makes a scheduled slide appear for customers and then leave, with no job run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registerSandboxClockRoute } from '../../server/routes/sandbox-clock';
import { createSandboxClock } from '../../server/services/sandbox-clock';
import type { AdminContentItem, SiteContentResponse } from '../../src/protocol/admin-content';
import { signedInAdmin, type AdminClient } from './support/admin-kit';
import type { TestApp } from './support/app-harness';
import { suiteApp } from './support/suite-app';

describe('admin content on the sandbox clock', () => {
  const clock = createSandboxClock();
  const server = suiteApp(undefined, () => ({
    accounts: { now: clock.now },
    demoStaff: true,
    beforeReady: (app) => registerSandboxClockRoute(app, clock),
  }));
  let t: TestApp;
  let editor: AdminClient;

  beforeAll(async () => {
    t = server.t;
    editor = await signedInAdmin(t.app, 'plainco', 'S500');
  });

  const advance = async (seconds: number) => {
    const res = await t.app.inject({ method: 'POST', url: '/sandbox-api/clock/advance', payload: { seconds } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const shown = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: '/cloud/plainco/content' }))
      .json<SiteContentResponse>()
      .items.carousel.some((c) => c.id === id);

  it('a slide published for tomorrow appears when the sandbox clock reaches it, and leaves at its end', async () => {
    const item = await editor.ok<AdminContentItem>('POST', '/content/carousel', {
      document: { image: 'https://example.com/a.png', title: 'Tomorrow' },
    });
    const start = new Date(clock.now().getTime() + 86_400_000);
    const end = new Date(start.getTime() + 3_600_000);
    await editor.ok('POST', `/content/carousel/${item.id}/publish`, {
      version: 1,
      publishAt: start.toISOString(),
      unpublishAt: end.toISOString(),
    });
    expect(await shown(item.id)).toBe(false);
    await advance(86_400);
    expect(await shown(item.id)).toBe(true);
    await advance(3_600);
    expect(await shown(item.id)).toBe(false);
  });
});
