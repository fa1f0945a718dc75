import type { ThemePreset } from '../generated/theme';
import { KERBSIDE_PRIMARY } from '../lib/theme-tokens';

/**
 * The neutral Kerbside look of the global pages (/home, /aboutus, /404 ...) and of the
 * 'shop not found' page: no tenant's branding, nothing tenant-specific.
 */
export const KERBSIDE_PRESET: ThemePreset = {
  id: 'kerbside',
  name: 'Kerbside',
  ui: 'classic',
  palette: {
    primary: KERBSIDE_PRIMARY,
    secondary: '#f4a300',
    background: '#f4f6f9',
    surface: '#ffffff',
    text: '#1c2430',
    error: '#c62828',
    success: '#2e7d32',
  },
  typography: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    baseSize: 14,
    headingWeight: 600,
  },
  shape: { radius: 8, elevation: 1 },
  header: 'solid',
  sections: { home: [], site: [], info: [] },
};
