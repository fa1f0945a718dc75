/* Generated from schemas/ by scripts/codegen.ts. Do not edit by hand: run `npm run codegen`. */

import type {PageSection} from './tenant';

/**
 * A base design-token preset in themes/ that tenants extend.
 */
export interface ThemePreset {
  /**
   * Path or URL of this schema, for editors.
   */
  $schema?: string;
  /**
   * Preset id; equals the file name without .json.
   */
  id: string;
  /**
   * Human name of the preset.
   */
  name: string;
  /**
   * Which UI generation the preset belongs to: classic, or new (sites with uiVersion 3.x).
   */
  ui: 'classic' | 'new';
  palette: PresetPalette;
  typography: PresetTypography;
  shape: PresetShape;
  /**
   * Header style: solid primary bar or a light bar with a primary accent.
   */
  header?: 'solid' | 'light';
  sections: PresetSections;
}
/**
 * Base colours.
 */
export interface PresetPalette {
  /**
   * Main colour.
   */
  primary: string;
  /**
   * Accent colour.
   */
  secondary: string;
  /**
   * Page background.
   */
  background: string;
  /**
   * Card background.
   */
  surface: string;
  /**
   * Main text colour.
   */
  text: string;
  /**
   * Error colour.
   */
  error: string;
  /**
   * Success colour.
   */
  success: string;
  /**
   * Warning colour. Defaults to #b45309 (amber, 5:1 on white).
   */
  warning?: string;
  /**
   * Info colour. Defaults to #0369a1 (blue, 5.9:1 on white).
   */
  info?: string;
}
/**
 * Base type settings.
 */
export interface PresetTypography {
  /**
   * Font family list for body text.
   */
  body: string;
  /**
   * Font family list for headings.
   */
  heading: string;
  /**
   * Base font size in pixels.
   */
  baseSize: number;
  /**
   * Font weight of headings.
   */
  headingWeight?: number;
}
/**
 * Shape tokens.
 */
export interface PresetShape {
  /**
   * Corner radius in pixels.
   */
  radius: number;
  /**
   * Default card elevation (0 flat, up to 4).
   */
  elevation?: number;
}
/**
 * Default section lists of generated pages, by page.
 */
export interface PresetSections {
  /**
   * Home page sections.
   */
  home: PageSection[];
  /**
   * Site page sections.
   */
  site: PageSection[];
  /**
   * Info page sections.
   */
  info: PageSection[];
}
