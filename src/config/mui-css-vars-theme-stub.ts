/**
 * Stands in for @mui/material's createThemeWithVars in the build (vite.config.ts, resolve.alias).
 * MUI's createTheme imports it statically but calls it only for themes with CSS variables or
 * colour schemes; buildMuiTheme (theme.ts) makes neither, so the code (about 4 KiB gzip with the
 * CSS-variable helpers it pulls in) would ride in every first download for nothing
 * (docs/architecture.md#first-download). A theme that asks for CSS variables fails loudly here.
 */
export default function createThemeWithVars(): never {
  throw new Error('CSS-variable themes are not built into this app: see src/config/mui-css-vars-theme-stub.ts');
}
