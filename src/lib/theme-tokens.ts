// The contrast rule is the one the tenant validator enforces (src/lib/colour-contrast.ts is pure, no
// Node APIs): the browser picks the same default text colour the validator checked.
import { DEFAULT_INFO, DEFAULT_WARNING, textColourOn } from './colour-contrast';
import type { TenantTheme } from '../generated/tenant';
import type { ThemePreset } from '../generated/theme';

/**
 * A preset with a tenant's overrides applied: everything the MUI theme is built from (src/config/theme.ts),
 * and what the server's first paint draws its header with (server/http/first-paint.ts), so both read the same colours.
 */
export interface ThemeTokens {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  background: string;
  surface: string;
  text: string;
  error: string;
  success: string;
  warning: string;
  info: string;
  bodyFont: string;
  headingFont: string;
  baseSize: number;
  headingWeight: number;
  radius: number;
  elevation: number;
  header: 'solid' | 'light';
}

/** Default theme colour (docs/rules.md#theme-colour). */
export const KERBSIDE_PRIMARY = '#263a5a';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

function colour(value: string | undefined, fallback: string): string {
  return value !== undefined && HEX_COLOUR.test(value) ? value : fallback;
}

/** Preset + tenant overrides (tenant wins); a broken preset colour falls back to #263a5a. */
export function resolveThemeTokens(preset: ThemePreset, overrides?: Omit<TenantTheme, 'preset'>): ThemeTokens {
  const palette = overrides?.palette ?? {};
  const primary = colour(palette.primary, colour(preset.palette.primary, KERBSIDE_PRIMARY));
  const secondary = colour(palette.secondary, colour(preset.palette.secondary, primary));
  return {
    primary,
    onPrimary: textColourOn(primary, palette.onPrimary),
    secondary,
    onSecondary: textColourOn(secondary),
    background: colour(palette.background, preset.palette.background),
    surface: colour(palette.surface, preset.palette.surface),
    text: colour(palette.text, preset.palette.text),
    error: colour(palette.error, preset.palette.error),
    success: colour(palette.success, preset.palette.success),
    warning: colour(palette.warning, colour(preset.palette.warning, DEFAULT_WARNING)),
    info: colour(palette.info, colour(preset.palette.info, DEFAULT_INFO)),
    bodyFont: overrides?.fonts?.body ?? preset.typography.body,
    headingFont: overrides?.fonts?.heading ?? overrides?.fonts?.body ?? preset.typography.heading,
    baseSize: preset.typography.baseSize,
    headingWeight: preset.typography.headingWeight ?? 600,
    radius: overrides?.radius ?? preset.shape.radius,
    elevation: preset.shape.elevation ?? 1,
    header: preset.header ?? 'solid',
  };
}
