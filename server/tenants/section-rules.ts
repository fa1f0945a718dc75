/**
 * Section links a layout cannot show (docs/rules.md#section-links): a link inside a layout names one
 * of its screens; one that a layout showing the page lacks would be left out there without a word,
 * so tenants:check refuses it instead.
 */
import type { Tenant } from '../../src/generated/tenant';
import { layoutHasPath, routeMatches, SECTION_PAGE_ROUTES } from '../../src/lib/route-match';
import { layoutRoutes } from '../../src/lib/route-table';
import type { PointedMessage } from './problems';

export function sectionLinkProblems(tenant: Tenant): PointedMessage[] {
  const features = { reservation: tenant.features?.reservation === true };
  const problems: PointedMessage[] = [];
  for (const page of Object.keys(SECTION_PAGE_ROUTES) as Array<keyof typeof SECTION_PAGE_ROUTES>) {
    (tenant.sections?.[page] ?? []).forEach((section, i) => {
      (section.links ?? []).forEach((link, j) => {
        if (/^https:\/\//i.test(link.to)) return;
        for (const site of tenant.sites) {
          // Layouts of the site that show this page at all.
          const showing = site.layouts.filter((layout) => layoutRoutes(layout, features).some((route) => routeMatches(route.path, SECTION_PAGE_ROUTES[page].replace(':infoCode', 'x'))));
          const lacking = showing.find((layout) => !layoutHasPath(layout, link.to, features));
          if (lacking === undefined) continue;
          problems.push({
            pointer: `/sections/${page}/${i}/links/${j}/to`,
            message: `${JSON.stringify(link.to)} is not a screen of the ${lacking} layout, which site ${site.shopCode} shows the ${page} page in: the link could not be shown there (use an https URL, or a screen every layout of the site has, e.g. mytickets, mycards, user/profile)`,
          });
          return;
        }
      });
    });
  }
  return problems;
}
