import type { Theme } from '@mui/material/styles';
import { KERBSIDE_PRESET } from '../config/default-preset';
import { buildTenantTheme } from '../config/theme';
import type { TenantConfigResponse } from '../generated/api/tenant-config.response';

const themes = new WeakMap<TenantConfigResponse, Theme>();
let kerbsideTheme: Theme | null = null;

/** The MUI theme of a loaded shop, built once per config. */
export function themeOf(config: TenantConfigResponse): Theme {
  let theme = themes.get(config);
  if (!theme) {
    theme = buildTenantTheme(config.preset, config.tenant.theme);
    themes.set(config, theme);
  }
  return theme;
}

/** The neutral Kerbside theme of the global pages (#263a5a). */
export function neutralTheme(): Theme {
  kerbsideTheme ??= buildTenantTheme(KERBSIDE_PRESET);
  return kerbsideTheme;
}
