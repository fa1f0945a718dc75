import CssBaseline from '@mui/material/CssBaseline';
import { MaterialThemeProvider } from '../../components/MaterialThemeProvider';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import type { TenantLoad } from '../../config/tenant-loader';
import type { LayoutName } from '../../config/tenant-config';
import { FeedbackLayer } from '../feedback/FeedbackLayer';
import { ShopNotFoundScreen } from '../screens/ShopNotFoundScreen';
import { SessionLoader } from '../session/SessionLoader';
import { TenantContext, type TenantScope } from '../tenant/tenant-context';
import { themeOf } from '../tenant/tenant-theme';
import { TenantStylesheet } from '../tenant/TenantStylesheet';
import { DocumentTitle } from './DocumentTitle';
import { NeutralFrame } from './neutral/NeutralFrame';
import { TenantFrame } from './TenantFrame';

/**
 * A shop layout: the :shop param's tenant (from the route loader) themed, translated and framed.
 * An unknown shop, or a site that does not offer this layout, gets the neutral 'shop not found'.
 */
export function TenantShell({ layout }: { layout: LayoutName }) {
  const load = useLoaderData() as TenantLoad;
  const bundle = load.kind === 'ready' ? load.bundle : null;
  const scope = useMemo<TenantScope | null>(() => (bundle ? { bundle, layout } : null), [bundle, layout]);

  if (!bundle || !scope || !bundle.site.layouts.includes(layout)) {
    return (
      <NeutralFrame>
        <ShopNotFoundScreen shop={load.kind === 'ready' ? load.bundle.shop : load.shop} />
      </NeutralFrame>
    );
  }
  return (
    <TenantContext value={scope}>
      <MaterialThemeProvider theme={themeOf(bundle)}>
        <CssBaseline />
        <TenantStylesheet tenantId={bundle.tenant.id} stylesheet={bundle.tenant.theme.fonts?.stylesheet} />
        <DocumentTitle brand={bundle.tenant.branding.name} />
        <SessionLoader bundle={bundle} />
        <TenantFrame />
        <FeedbackLayer />
      </MaterialThemeProvider>
    </TenantContext>
  );
}
