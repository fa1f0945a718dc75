// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import harbourpark from '../../../../tenants/harbourpark.json';
import { TenantContext } from '../../../tenant/tenant-context';
import type { TenantBundle } from '../../../tenant/tenant-loader';
import type { ParkingFee } from '../../../generated/api/parking-fee';
import type { Site } from '../../../generated/tenant';
import { initI18n } from '../../../i18n/i18n';
import { FeeBreakdown } from './FeeBreakdown';

const tariff = { periodMinutes: 60, pricePerPeriod: 650 };
const base: ParkingFee = {
  offerCode: 'hourly',
  entry: 0,
  exit: 7200,
  tickets: 1,
  periods: 2,
  periodCharge: 1300,
  flatFee: 0,
  perTicket: 1300,
  amount: 1300,
  paymentCode: 201,
  surcharge: 20,
  total: 1320,
};

function renderFee(fee: ParkingFee) {
  const site = harbourpark.sites[0] as unknown as Site;
  const bundle = { shop: site.shopCode, tenant: harbourpark, site, api: {} } as unknown as TenantBundle;
  return render(
    <TenantContext value={{ bundle, layout: 'shop' }}>
      <Suspense fallback={<p>loading</p>}>
        <FeeBreakdown fee={fee} tariff={tariff} surchargeLabel={{ kind: 'rate', rate: 1.5 }} />
      </Suspense>
    </TenantContext>,
  );
}

const row = (testId: string) => screen.queryByTestId(testId)?.textContent ?? null;

describe('FeeBreakdown', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
  });
  afterEach(cleanup);

  it('one ticket without a flat fee: periods, surcharge and total, nothing repeated', async () => {
    renderFee(base);
    expect(await screen.findByTestId('fee-periods')).toHaveProperty(
      'textContent',
      expect.stringContaining('2 × $6.50 per hour$13.00'),
    );
    expect(row('fee-per-ticket')).toBeNull();
    expect(row('fee-amount')).toBeNull();
    expect(row('fee-surcharge')).toContain('$0.20');
    expect(row('fee-total')).toContain('$13.20');
  });

  it('a method without a surcharge: no surcharge line at all', async () => {
    renderFee({ ...base, paymentCode: 204, surcharge: 0, total: 1300 });
    expect(await screen.findByTestId('fee-total')).toHaveProperty('textContent', expect.stringContaining('$13.00'));
    expect(row('fee-surcharge')).toBeNull();
  });

  it('several tickets: the amount for all of them', async () => {
    renderFee({ ...base, tickets: 3, amount: 3900, surcharge: 59, total: 3959 });
    expect(await screen.findByTestId('fee-amount')).toHaveProperty(
      'textContent',
      expect.stringContaining('Amount (3 tickets)$39.00'),
    );
    expect(row('fee-per-ticket')).toBeNull();
  });

  it('a flat fee: per ticket (periods plus the fee) and the amount', async () => {
    renderFee({ ...base, tickets: 2, flatFee: 100, perTicket: 1400, amount: 2800, surcharge: 42, total: 2842 });
    expect(await screen.findByTestId('fee-per-ticket')).toHaveProperty(
      'textContent',
      expect.stringContaining('$14.00'),
    );
    expect(row('fee-amount')).toContain('$28.00');
  });

  it('is valid definition-list markup: the <dl> holds only <div>s of one <dt> and one <dd>, the cap note included', async () => {
    // periodCharge below periods × price: the daily cap applied, so the note under the label shows.
    renderFee({
      ...base,
      tickets: 2,
      periods: 30,
      periodCharge: 4000,
      flatFee: 100,
      perTicket: 4100,
      amount: 8200,
      surcharge: 123,
      total: 8323,
    });
    const list = await screen.findByTestId('fee-breakdown');
    expect(list.tagName).toBe('DL');
    const rows = [...list.children];
    // periods, flat fee, per ticket, amount, surcharge, total
    expect(rows.length).toBe(6);
    for (const child of rows) {
      expect(child.tagName).toBe('DIV');
      expect([...child.children].map((c) => c.tagName)).toEqual(['DT', 'DD']);
    }
    expect(row('fee-periods')).toContain('Daily maximum applied');
  });
});

describe('FeeBreakdown of a flat pass', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
  });
  afterEach(cleanup);

  it('reads as the pass and its conditions, not as a price per 13 hours', async () => {
    const site = harbourpark.sites[0] as unknown as Site;
    const bundle = { shop: site.shopCode, tenant: harbourpark, site, api: {} } as unknown as TenantBundle;
    const pass: ParkingFee = {
      ...base,
      offerCode: 'early-bird',
      periods: 1,
      periodCharge: 1800,
      perTicket: 1800,
      amount: 1800,
      surcharge: 27,
      total: 1827,
    };
    const conditions = {
      entryDays: ['mon', 'tue', 'wed', 'thu', 'fri'] as const,
      entryFrom: '06:00',
      entryUntil: '09:30',
      latestExit: { time: '19:00' },
    };
    render(
      <TenantContext value={{ bundle, layout: 'shop' }}>
        <Suspense fallback={<p>loading</p>}>
          <FeeBreakdown
            fee={pass}
            tariff={{ periodMinutes: 780, pricePerPeriod: 1800 }}
            conditions={{ ...conditions, entryDays: [...conditions.entryDays] }}
            surchargeLabel={{ kind: 'rate', rate: 1.5 }}
          />
        </Suspense>
      </TenantContext>,
    );
    const periods = (await screen.findByTestId('fee-periods')).textContent ?? '';
    expect(periods).toBe('Pass: enter 6:00–9:30 Mon–Fri, leave by 19:00$18.00');
    expect(periods).not.toContain('per 13 hours');
  });
});
