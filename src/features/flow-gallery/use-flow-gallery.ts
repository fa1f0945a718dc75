import { useSearchParams } from 'react-router';
import { fetchFlowGallery } from '../../api/endpoints/flow-gallery';
import type { FlowGalleryResponse } from '../../generated/api/flow-gallery.response';
import { flowKeys } from '../../queries/query-keys';
import { useLoaded } from './use-loaded';

/** The gallery list's controller: the tenant's sites and flows, and the site picked (?site=, else the first). */
export function useFlowGallery(tenant: string) {
  const { loaded, retry } = useLoaded<FlowGalleryResponse>(flowKeys.gallery(tenant), () => fetchFlowGallery(tenant));
  const [search, setSearch] = useSearchParams();
  const sites = loaded.status === 'found' ? loaded.value.sites : [];
  const wanted = search.get('site');
  const site = sites.find((s) => s.shopCode === wanted) ?? sites[0] ?? null;
  const pickSite = (shopCode: string) => setSearch({ site: shopCode }, { replace: true });
  return { loaded, retry, site, pickSite };
}
