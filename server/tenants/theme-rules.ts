/**
 * Theme rules: the presets a tenant names exist, and text on its primary colour is readable
 * (WCAG AA, 4.5:1) whether the primary comes from the tenant or from the preset.
 */
import type { Site, Tenant } from '../../src/generated/tenant';
import type { ThemePreset } from '../../src/generated/theme';
import {
  contrastRatio,
  darkText,
  DEFAULT_INFO,
  DEFAULT_WARNING,
  formatRatio,
  lightText,
  minimumTextContrast,
  textColourOn,
} from '../../src/lib/colour-contrast';
import type { PointedMessage } from './problems';

/** Preset used by new-UI sites when the tenant does not name one (schema: newUiPreset "Defaults to modern"). */
export const defaultNewUiPreset = 'modern';

export function isNewUi(site: Pick<Site, 'uiVersion'>): boolean {
  return site.uiVersion.startsWith('3.');
}

/** The preset id a site is drawn with: uiVersion 3.x uses the new-UI preset, anything else the classic one. */
export function presetIdForSite(tenant: Pick<Tenant, 'theme'>, site: Pick<Site, 'uiVersion'>): string {
  return isNewUi(site) ? (tenant.theme.newUiPreset ?? defaultNewUiPreset) : tenant.theme.preset;
}

interface PresetUse {
  id: string;
  /** Where the id comes from in the tenant file; '/theme' when it is the default. */
  pointer: string;
}

function presetsInUse(tenant: Tenant): PresetUse[] {
  const uses: PresetUse[] = [{ id: tenant.theme.preset, pointer: '/theme/preset' }];
  if (tenant.theme.newUiPreset !== undefined) uses.push({ id: tenant.theme.newUiPreset, pointer: '/theme/newUiPreset' });
  else if (tenant.sites.some(isNewUi)) uses.push({ id: defaultNewUiPreset, pointer: '/theme' });
  return uses;
}

function missingPreset(use: PresetUse, presets: ReadonlyMap<string, ThemePreset>, broken: ReadonlySet<string>): PointedMessage {
  const available = [...presets.keys()].sort().join(', ') || 'none';
  if (broken.has(use.id)) {
    return { pointer: use.pointer, message: `theme preset ${JSON.stringify(use.id)} cannot be used: its file in themes/ is invalid` };
  }
  if (use.pointer === '/theme') {
    return {
      pointer: use.pointer,
      message: `sites with a 3.x uiVersion use the default new-UI preset ${JSON.stringify(use.id)}, which is not in themes/ (available: ${available}); set newUiPreset`,
    };
  }
  return { pointer: use.pointer, message: `unknown theme preset ${JSON.stringify(use.id)} (available: ${available})` };
}

function contrastProblem(primary: string, chosenText: string | undefined, pointer: string, source: string): PointedMessage | undefined {
  const text = textColourOn(primary, chosenText);
  const ratio = contrastRatio(primary, text);
  if (ratio >= minimumTextContrast) return undefined;
  const need = `needs at least ${minimumTextContrast}:1 (WCAG AA)`;
  if (chosenText) {
    return {
      pointer,
      message: `text on the primary colour is hard to read: onPrimary ${text} on ${source} ${primary} has contrast ${formatRatio(ratio)}, ${need}; pick another onPrimary or primary`,
    };
  }
  return {
    pointer,
    message: `text on the primary colour is hard to read: neither white (${lightText}) nor dark (${darkText}) text reaches ${minimumTextContrast}:1 on ${source} ${primary} (best ${formatRatio(ratio)}, WCAG AA); pick a darker or lighter primary`,
  };
}

const STATUS_COLOURS = ['error', 'success', 'warning', 'info'] as const;
type StatusColour = (typeof STATUS_COLOURS)[number];

function presetStatus(preset: ThemePreset, name: StatusColour): string {
  if (name === 'warning') return preset.palette.warning ?? DEFAULT_WARNING;
  if (name === 'info') return preset.palette.info ?? DEFAULT_INFO;
  return preset.palette[name];
}

/**
 * Status colours (error, success, warning, info) are drawn as text on the page background and on
 * cards, and as filled chips and alerts under white or dark text: each must reach 4.5:1 against
 * the background, the surface and its own text (docs/rules.md#branding).
 */
function statusColourProblems(tenant: Tenant, usable: ReadonlyArray<{ use: PresetUse; preset: ThemePreset }>): PointedMessage[] {
  const palette = tenant.theme.palette ?? {};
  const out: PointedMessage[] = [];
  const seen = new Set<string>();
  for (const { use, preset } of usable) {
    const background = palette.background ?? preset.palette.background;
    const surface = palette.surface ?? preset.palette.surface;
    for (const name of STATUS_COLOURS) {
      const own = palette[name];
      const colour = own ?? presetStatus(preset, name);
      const source = own !== undefined ? name : `the ${name} colour of preset ${JSON.stringify(preset.id)}`;
      const pointer = own !== undefined ? `/theme/palette/${name}` : use.pointer;
      const against: Array<[string, string]> = [
        ['the background', background],
        ['the surface', surface],
        [`its text ${textColourOn(colour)}`, textColourOn(colour)],
      ];
      for (const [label, other] of against) {
        const ratio = contrastRatio(colour, other);
        if (ratio >= minimumTextContrast) continue;
        const key = `${pointer} ${colour} ${other}`;
        if (seen.has(key)) break;
        seen.add(key);
        out.push({
          pointer,
          message: `${source} ${colour} is hard to read on ${label} ${other}: contrast ${formatRatio(ratio)}, needs at least ${minimumTextContrast}:1 (WCAG AA); pick a darker ${name} colour`,
        });
        break;
      }
    }
  }
  return out;
}

export function themeProblems(
  tenant: Tenant,
  presets: ReadonlyMap<string, ThemePreset>,
  brokenPresets: ReadonlySet<string> = new Set(),
): PointedMessage[] {
  const out: PointedMessage[] = [];
  const usable: Array<{ use: PresetUse; preset: ThemePreset }> = [];
  for (const use of presetsInUse(tenant)) {
    const preset = presets.get(use.id);
    if (preset) usable.push({ use, preset });
    else out.push(missingPreset(use, presets, brokenPresets));
  }
  out.push(...statusColourProblems(tenant, usable));
  const palette = tenant.theme.palette ?? {};
  if (palette.primary !== undefined) {
    const problem = contrastProblem(palette.primary, palette.onPrimary, '/theme/palette/primary', 'primary');
    if (problem) out.push(problem);
    return out;
  }
  const pointer = palette.onPrimary !== undefined ? '/theme/palette/onPrimary' : undefined;
  for (const { use, preset } of usable) {
    const source = `the primary of preset ${JSON.stringify(preset.id)}`;
    const problem = contrastProblem(preset.palette.primary, palette.onPrimary, pointer ?? use.pointer, source);
    if (problem) out.push(problem);
  }
  return out;
}
