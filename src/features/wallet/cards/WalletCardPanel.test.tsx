// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import harbourpark from '../../../../tenants/harbourpark.json';
import type { WalletCard } from '../../../generated/api/wallet-card';
import type { Site } from '../../../generated/tenant';
import { initI18n } from '../../../i18n/i18n';
import { TenantContext } from '../../../tenant/tenant-context';
import type { TenantBundle } from '../../../tenant/tenant-loader';
import { WalletCardPanel, type WalletCardActions } from './WalletCardPanel';

const card: WalletCard = {
  cardId: '00000000-0000-4000-8000-000000000001',
  programmeCode: 'HP-REWARDS',
  kind: 'loyalty',
  cardNumber: '6036*********123',
  points: 70,
  balance: 0,
  expiresOn: '2028-11-29',
  expired: false,
  qrCode: 'ABCDEFGHIJKLMNOPQRSTUVWX',
  pinSet: false,
  issuedVia: 'signup',
};

function renderPanel(shown: WalletCard, actions: Partial<WalletCardActions>) {
  const site = harbourpark.sites[0] as unknown as Site;
  const bundle = { shop: site.shopCode, tenant: harbourpark, site, api: {} } as unknown as TenantBundle;
  const all: WalletCardActions = { history: vi.fn(), pin: vi.fn(), remove: vi.fn(), ...actions };
  return render(
    <TenantContext value={{ bundle, layout: 'shop' }}>
      <Suspense fallback={<p>loading</p>}>
        <WalletCardPanel card={shown} name="Harbour Rewards" canTopUp={false} actions={all} />
      </Suspense>
    </TenantContext>,
  );
}

describe('WalletCardPanel: the Rewards action (docs/wallet.md#rewards)', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
  });
  afterEach(cleanup);

  it('shows Rewards for a card whose programme has rewards, and opens them', async () => {
    const rewards = vi.fn();
    renderPanel(card, { rewards });
    fireEvent.click(await screen.findByRole('button', { name: 'Rewards' }));
    expect(rewards).toHaveBeenCalledTimes(1);
  });

  it('has no Rewards without any, and a disabled one on an expired card', async () => {
    renderPanel(card, {});
    expect(await screen.findByRole('button', { name: 'History' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rewards' })).toBeNull();
    cleanup();
    renderPanel({ ...card, expired: true }, { rewards: vi.fn() });
    expect(await screen.findByRole('button', { name: 'Rewards' })).toHaveProperty('disabled', true);
  });
});
