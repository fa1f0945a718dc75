import type { LayoutName } from '../generated/tenant';
import { layoutHref } from '../lib/route-table';
import { matchScreenRoute } from './screen-match';
import { parseLayoutPath } from './special-paths';

/** The layout and shop a link is shown in, the tenant's shop codes and its optional routes. */
export interface LinkHere {
  layout: LayoutName;
  shop: string;
  /** Every shop code of the tenant: a link to any of them is a link of this brand. */
  shops: readonly string[];
  features: { reservation?: boolean };
}

/**
 * An app path an operator or admin wrote (a footer, carousel or card link: '/company/harbour-central/page/about')
 * as the path of the screen the customer is in (docs/rules.md#links-stay-in-brand): a screen of one of
 * this brand's shops opens in the current layout and shop when that layout has it (embed: in the shop
 * layout, embed having no screens to browse); null when neither has it, so the link is shown as text,
 * never sent to a 404 or another layout. Any other path (another brand's, a global page) is left as written.
 */
export function layoutLocalLink(to: string, here: LinkHere): string | null {
  const [pathname = '', query = ''] = to.split(/(?=[?#])/, 2);
  const parsed = parseLayoutPath(pathname);
  const ours = parsed && here.shops.some((shop) => shop.toLowerCase() === parsed.shop.toLowerCase());
  if (!parsed || !ours) return to;
  const rest = parsed.rest;
  const candidates: LayoutName[] = here.layout === 'embed' ? ['embed', 'shop'] : [here.layout];
  const layout = candidates.find((name) => rest === '' || matchScreenRoute(name, rest, here.features) !== null);
  if (layout === undefined) return null;
  return `${layoutHref(layout, here.shop, rest)}${query}`;
}
