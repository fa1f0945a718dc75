import type { Theme } from '@mui/material/styles';
import { THEME_ID } from '@mui/material/styles';
import SystemThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';

/**
 * Material's ThemeProvider for themes without CSS variables (what @mui/material's own provider
 * does for them), without also bundling its CSS-variables provider, which this app never uses.
 */
export function MaterialThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <SystemThemeProvider themeId={THEME_ID} theme={theme}>
      {children}
    </SystemThemeProvider>
  );
}
