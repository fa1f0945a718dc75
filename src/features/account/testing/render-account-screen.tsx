import { render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import harbourpark from '../../../../tenants/harbourpark.json';
import type { ApiClient } from '../../../api/client';
import { TenantContext, type TenantScope } from '../../../tenant/tenant-context';
import type { TenantBundle } from '../../../tenant/tenant-loader';
import type { LayoutName } from '../../../generated/tenant';
import type { Site } from '../../../generated/tenant';
import { initI18n, switchLanguage } from '../../../i18n/i18n';
import type { ApiEnvelope } from '../../../protocol/response';
import { withQueryClient } from '../../../testing/query-wrapper';

/** Test support: an account screen in a shop layout of the harbourpark demo tenant, with a scripted cloud API. */

export type CloudAnswer = (path: string, payload: unknown) => ApiEnvelope<object> | Promise<ApiEnvelope<object>>;

export function scriptedCloud(answer: CloudAnswer) {
  const post = vi.fn((path: string, payload: unknown) => Promise.resolve(answer(path, payload)));
  // Only post is used by the account screens.
  return { client: { post } as unknown as ApiClient, post };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export async function renderAccountScreen(
  screen: ReactElement,
  options: { path: string; cloud: ApiClient; smsLogin?: 0 | 1; layout?: LayoutName; language?: 'en-gb' | 'zh-hans' },
) {
  await initI18n(options.language ?? 'en-gb');
  await switchLanguage(options.language ?? 'en-gb');
  const site = { ...(harbourpark.sites[0] as unknown as Site), smsLogin: options.smsLogin ?? 1 };
  const layout = options.layout ?? 'shop';
  // The screens read the tenant, the site and the cloud client; the rest of the bundle is not used.
  const bundle = {
    shop: site.shopCode,
    tenant: harbourpark,
    site,
    api: { cloud: options.cloud },
    spotConfig: Promise.resolve(null),
    // The site's phone country as the tenant config answers it; the numbers these tests type are New Zealand's.
    phoneCountry: 'NZ',
    phoneExample: '021 123 4567',
  } as unknown as TenantBundle;
  const scope: TenantScope = { bundle, layout };
  // Each render reads with a query client of its own (no retries, nothing cached from another test).
  return render(
    <TenantContext value={scope}>
      <MemoryRouter initialEntries={[options.path]}>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path={options.path.split('?')[0]} element={screen} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </Suspense>
      </MemoryRouter>
    </TenantContext>,
    { wrapper: withQueryClient() },
  );
}
