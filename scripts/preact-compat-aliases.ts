/**
 * React's entry points, as the app's code and its libraries import them, mapped to preact/compat's:
 * the app runs on Preact through its React compatibility layer (docs/architecture.md#preact).
 * Every source file and library keeps React's API; the first download carries Preact and compat
 * (~10 KiB gzip) instead of react-dom (~62 KiB). Used by the build (vite.config.ts); the unit tests
 * stay on React (the docs say why). To go back to React, drop them from vite.config.ts (README
 * "Stack notes").
 *
 * Exact matches only: 'react' must not catch 'react-is' or 'react-router', nor 'react-dom'
 * 'react-dom/client'. react-is keeps its own package: MUI asks it only for development warnings
 * and display names, which read compat's elements well enough.
 */
export const preactCompatAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
