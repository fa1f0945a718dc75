/**
 * What a shop page's head names for the browser to fetch with the HTML, so the page's first view
 * does not wait for the app's script to ask for it (docs/architecture.md#route-preloads):
 *
 * - the route's screen chunk and the chunks it imports (modulepreload), the translation chunks of
 *   the tenant's default language (those every page reads, and the screen's own), and the AES codec for 'aes' tenants, all as the build listed
 *   them in dist/app/.vite/first-download.json (scripts/first-download-plan.ts);
 * - the image at the top of the screen's first view (the phone's largest paint), with high priority.
 *
 * A build without the list (an older build) preloads no chunks; the page works the same.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { firstScreenImage } from "../../src/lib/first-screen-image";
import { layoutScreenAt, type ScreenId } from "../../src/lib/route-table";
import type { UiLanguage } from "../../src/lib/server-language";
import type { ShopMatch } from "../tenants/registry";
import { tenantAssetUrl } from "./asset-urls";

/** dist/app/.vite/first-download.json: files relative to the app's folder (assets/...). */
export interface FirstDownloadPlan {
  screens: Partial<Record<ScreenId, string[]>>;
  languages: Partial<Record<UiLanguage, string[]>>;
  /** Translation chunks a screen reads in its first render, beyond `languages`. */
  screenLanguages: Partial<
    Record<ScreenId, Partial<Record<UiLanguage, string[]>>>
  >;
  aesCodec: string[];
}

export interface RoutePreloadLinks {
  /** Absolute paths of JavaScript modules, in the order to fetch them. */
  moduleHrefs: string[];
  /** The first view's image, or null. */
  imageHref: string | null;
}

export interface RoutePreloads {
  forPage(pathname: string, match: ShopMatch): Promise<RoutePreloadLinks>;
}

const PLAN_FILE = path.join(".vite", "first-download.json");

/** The language the app paints a first visit in: the tenant's default, when it offers it (src/i18n/language-preference.ts). */
function firstLanguage(match: ShopMatch): UiLanguage {
  const { languages, defaultLanguage } = match.tenant.locale;
  return languages.includes(defaultLanguage)
    ? defaultLanguage
    : (languages[0] ?? "en-gb");
}

export function createRoutePreloads(deps: {
  staticDir: string;
}): RoutePreloads {
  let cached: { mtimeMs: number; plan: FirstDownloadPlan | null } | null = null;

  async function plan(): Promise<FirstDownloadPlan | null> {
    const file = path.join(deps.staticDir, PLAN_FILE);
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => -1,
    );
    if (cached?.mtimeMs === mtimeMs) return cached.plan;
    // Preloads only save round trips: a plan that cannot be read (a build writing it right now) means
    // none, never a failed page. Its next write changes the time, and it is read again then.
    const read =
      mtimeMs < 0
        ? null
        : await readFile(file, "utf8")
            .then((text) => JSON.parse(text) as FirstDownloadPlan)
            .catch(() => null);
    cached = { mtimeMs, plan: read };
    return read;
  }

  return {
    async forPage(pathname, match) {
      const { tenant, site, preset } = match;
      const page = layoutScreenAt(pathname, {
        reservation: tenant.features?.reservation === true,
      });
      if (!page) return { moduleHrefs: [], imageHref: null };
      const image = firstScreenImage(page.screen, { site, tenant, preset });
      const files = await plan();
      const language = firstLanguage(match);
      const modules = files
        ? [
            ...(files.languages[language] ?? []),
            ...(tenant.api.packaging === "aes" ? files.aesCodec : []),
            ...(files.screens[page.screen] ?? []),
            ...(files.screenLanguages?.[page.screen]?.[language] ?? []),
          ]
        : [];
      return {
        moduleHrefs: [...new Set(modules)].map((file) => `/${file}`),
        // The app's own URL for the asset (src/config/tenant-assets.ts), so the preload is the very request it makes.
        imageHref: image ? tenantAssetUrl(tenant.id, image) : null,
      };
    },
  };
}
