import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../src/generated/tenant';
import { flowRegistry } from '../registry';
import { tenantFacts, type FlowFacts } from './flow-facts';
import { flowDocument, type FlowDocument } from './flow-document';
import { renderFlowFiles } from './flow-files';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tenant = (id: string): Tenant => JSON.parse(readFileSync(join(root, 'tenants', `${id}.json`), 'utf8')) as Tenant;
const facts = (tenantId: string, shop: string): FlowFacts => {
  const t = tenant(tenantId);
  const site = t.sites.find((s) => s.shopCode === shop);
  if (!site) throw new Error(`no site ${shop}`);
  return tenantFacts(t, site, { holdMinutes: 15 });
};
const doc = (name: string, f: FlowFacts): FlowDocument => {
  const entry = flowRegistry.find((e) => e.name === name);
  if (!entry) throw new Error(name);
  return flowDocument(entry, f);
};
const states = (d: FlowDocument): string[] => d.states.map((s) => s.path);

// A test that lays out every flow of two sites takes about a second alone, and many times that on a
// two-core machine running the browser suite beside it: 20 s was cut short there.
describe("a tenant's diagrams (the demo tenants)", { timeout: 60_000 }, () => {
  const southbank = facts('greenway', 'greenway-southbank'); // smsLogin 1, DIALOG, no stored value
  const valley = facts('greenway', 'greenway-valley'); // smsLogin 0, pinpad 0
  const central = facts('harbourpark', 'harbour-central'); // DIALOG, stored value
  const wharf = facts('harbourpark', 'harbour-wharf'); // REDIRECT, smsLogin 0
  const plaza = facts('lotus', 'lotus-plaza'); // REDIRECT, minimum stay 60

  it('leave out SMS login where the site has smsLogin 0', () => {
    const files = (f: FlowFacts) => [...renderFlowFiles(flowRegistry, f).keys()];
    expect(files(southbank)).toContain('sms-login.svg');
    expect(files(valley)).not.toContain('sms-login.svg');
    expect(files(wharf)).not.toContain('sms-login.json');
  });

  it('keep only the pay UI type the site uses', () => {
    expect(states(doc('payment', central))).toContain('awaitingPayer');
    expect(states(doc('payment', central))).not.toContain('redirecting');
    expect(states(doc('payment', wharf))).toContain('redirecting');
    expect(states(doc('payment', wharf))).not.toContain('awaitingPayer');
    expect(states(doc('booking', central))).not.toContain('leftForGateway');
    expect(states(doc('booking', wharf))).toContain('leftForGateway');
    expect(doc('payment', wharf).leftOut.states).toEqual([
      'awaitingPayer',
      'awaitingPayer.watching',
      'awaitingPayer.checking',
    ]);
  });

  it('leave out the stored-value card PIN where no stored-value payment is offered', () => {
    expect(states(doc('payment', central))).toContain('pinEntry');
    expect(states(doc('payment', southbank))).not.toContain('pinEntry');
    // lotus offers stored value since the wallet branches: its sites keep the PIN.
    expect(states(doc('payment', plaza))).toContain('pinEntry');
  });

  it("say the tenant's own numbers", () => {
    const checking = (f: FlowFacts) => doc('booking', f).states.find((s) => s.path === 'checking')?.label;
    expect(checking(southbank)?.['en-gb'].description).toContain('at least 30 minutes');
    expect(checking(plaza)?.['en-gb'].description).toContain('at least 1 hour');
    expect(checking(plaza)?.['zh-hans'].description).toContain('至少 1 小时');
    expect(doc('cancel-booking', southbank).description['en-gb']).toContain('24 hours before entry');
    expect(doc('cancel-booking', central).description['en-gb']).toContain('2 hours before entry');
    expect(doc('top-up', plaza).description['en-gb']).toContain('at least 1 hour later');
    expect(doc('sms-login', southbank).description['en-gb']).toContain('4-digit code');
  });

  it('differ where the configuration differs, and only there', () => {
    const a = renderFlowFiles(flowRegistry, southbank);
    const b = renderFlowFiles(flowRegistry, valley);
    expect(a.get('payment.svg')).toBe(b.get('payment.svg'));
    const c = renderFlowFiles(flowRegistry, wharf);
    expect(c.get('payment.svg')).not.toBe(renderFlowFiles(flowRegistry, central).get('payment.svg'));
    expect(c.get('payment.mmd')).toContain('Going to the gateway');
    expect(c.get('payment.mmd')).not.toContain('Gateway window open');
  });

  it('tell path stories only through what the site has', () => {
    const stories = doc('payment', plaza).stories;
    expect(doc('payment', southbank).stories.map((s) => s.state)).not.toContain('pinEntry');
    expect(stories.map((s) => s.state)).not.toContain('awaitingPayer');
    expect(doc('payment', central).stories.map((s) => s.state)).toContain('pinEntry');
    const toRedirect = stories.find((s) => s.state === 'redirecting');
    expect(toRedirect?.steps['en-gb']).toEqual([
      'The flow starts at “Starting”.',
      'Automatically (unless back from the gateway or stored-value card). → Preparing the payment',
      'A key is made so that a retry is never charged twice: done. → Starting the payment',
      'The server starts the payment with the gateway: gateway page. → Going to the gateway',
    ]);
  });
});
