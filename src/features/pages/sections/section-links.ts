import type { PageSection } from '../../../generated/tenant';
import type { LayoutName } from '../../../generated/tenant';
import { layoutHref } from '../../../lib/route-table';
import { matchScreenRoute } from '../../../navigation/screen-match';

export type SectionLink = NonNullable<PageSection['links']>[number];

export type ResolvedLink = {
  kind: 'internal' | 'external';
  href: string;
  label: SectionLink['label'];
  icon: SectionLink['icon'];
};

/** Quick links of a links section without its own list: the customer's main screens. */
export const DEFAULT_LINKS: readonly SectionLink[] = [
  { label: 'nav.myTickets', to: 'mytickets', icon: 'ticket' },
  { label: 'nav.myWallet', to: 'mywallet', icon: 'wallet' },
  { label: 'nav.myCards', to: 'mycards', icon: 'card' },
  { label: 'nav.contact', to: 'contactus', icon: 'phone' },
];

/**
 * A section link as a URL: an https URL as it is; a route inside the layout when the layout has it
 * (mytickets, page/terms ...); otherwise null, so a link to a screen the layout lacks is not shown.
 */
export function resolveSectionLink(
  link: SectionLink,
  layout: LayoutName,
  shop: string,
  features: { reservation?: boolean } = {},
): ResolvedLink | null {
  if (/^https:\/\//i.test(link.to)) return { kind: 'external', href: link.to, label: link.label, icon: link.icon };
  const path = link.to.replace(/^\/+/, '').replace(/\/+$/, '');
  return matchScreenRoute(layout, path, features)
    ? { kind: 'internal', href: layoutHref(layout, shop, path), label: link.label, icon: link.icon }
    : null;
}

export function resolveSectionLinks(
  links: readonly SectionLink[] | undefined,
  layout: LayoutName,
  shop: string,
  features: { reservation?: boolean } = {},
): ResolvedLink[] {
  const list = links && links.length > 0 ? links : DEFAULT_LINKS;
  return list.flatMap((link) => resolveSectionLink(link, layout, shop, features) ?? []);
}
