import { alpha, createTheme, darken, type Theme } from '@mui/material/styles';
// The date pickers' component keys (MuiClockNumber) in the theme's type; no code.
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { textColourOn } from '../lib/colour-contrast';
import type { TenantTheme } from '../generated/tenant';
import type { ThemePreset } from '../generated/theme';
import { resolveThemeTokens, type ThemeTokens } from '../lib/theme-tokens';
import { DialogPaper } from '../components/DialogPaper';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
/** The time picker's clock face: MUI X draws it as 7% black over the dialog's surface. */
const CLOCK_FACE_SHADE = 0.07;
/** The disc under an inner-ring number of the clock: wide enough for '23', clear of the outer ring's hand. */
const CLOCK_NUMBER_DISC_INSET = 6;

/** The MUI theme for a set of tokens. Pure: same tokens, same theme. */
export function buildMuiTheme(tokens: ThemeTokens): Theme {
  const heading = { fontFamily: tokens.headingFont, fontWeight: tokens.headingWeight };
  const solidHeader = tokens.header === 'solid';
  return createTheme({
    palette: {
      primary: { main: tokens.primary, contrastText: tokens.onPrimary },
      secondary: { main: tokens.secondary, contrastText: tokens.onSecondary },
      background: { default: tokens.background, paper: tokens.surface },
      // Status colours are used as text and under text: the validator holds both to 4.5:1, and
      // the text on them is the one it checked (textColourOn), not MUI's 3:1 guess.
      error: { main: tokens.error, contrastText: textColourOn(tokens.error) },
      success: { main: tokens.success, contrastText: textColourOn(tokens.success) },
      warning: { main: tokens.warning, contrastText: textColourOn(tokens.warning) },
      info: { main: tokens.info, contrastText: textColourOn(tokens.info) },
      text: { primary: tokens.text, secondary: alpha(tokens.text, 0.74) },
    },
    typography: {
      fontFamily: tokens.bodyFont,
      fontSize: tokens.baseSize,
      ...Object.fromEntries(HEADINGS.map((h) => [h, heading])),
      button: { fontWeight: 600, textTransform: 'none' },
    },
    shape: { borderRadius: tokens.radius },
    components: {
      // A dialog whose step suspends waits inside itself (components/DialogPaper.tsx).
      MuiDialog: { defaultProps: { PaperComponent: DialogPaper } },
      MuiAppBar: {
        defaultProps: { elevation: solidHeader ? 2 : 0, color: solidHeader ? 'primary' : 'inherit' },
        styleOverrides: {
          root: solidHeader
            ? { backgroundColor: tokens.primary, color: tokens.onPrimary }
            : { backgroundColor: tokens.surface, color: tokens.text, borderBottom: `3px solid ${tokens.primary}` },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: tokens.radius, paddingInline: 16 } },
      },
      MuiCard: {
        defaultProps: { elevation: tokens.elevation },
        styleOverrides: {
          root: {
            borderRadius: tokens.radius,
            backgroundColor: tokens.surface,
            ...(tokens.elevation === 0 ? { border: `1px solid ${alpha(tokens.text, 0.12)}` } : {}),
          },
        },
      },
      MuiTextField: {
        defaultProps: { variant: 'outlined', fullWidth: true, margin: 'normal' },
      },
      MuiFormHelperText: {
        // A disabled field's helper text still tells the customer something ('Request a new code
        // to try again'): it keeps the readable secondary colour, not MUI's 2.7:1 disabled grey.
        styleOverrides: { root: { '&.Mui-disabled': { color: alpha(tokens.text, 0.74) } } },
      },
      MuiOutlinedInput: {
        styleOverrides: { root: { borderRadius: tokens.radius } },
      },
      MuiClockNumber: {
        // The 24-hour clock's hand reaches the outer ring's hour across the inner ring's number on
        // the same line (11 across 23): its dark text would lie on the hand's primary colour. Each
        // inner number not chosen sits on a disc of the face's own colour, so it always reads on
        // the face (docs/rules.md#accessibility); the chosen one keeps the hand's thumb behind it.
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.isClockNumberInInnerRing && !ownerState.isClockNumberSelected
              ? {
                  boxSizing: 'border-box',
                  padding: CLOCK_NUMBER_DISC_INSET,
                  backgroundClip: 'content-box',
                  backgroundColor: darken(tokens.surface, CLOCK_FACE_SHADE),
                }
              : {},
        },
      },
    },
  });
}

/** Preset + tenant overrides -> MUI theme (docs/rules.md#branding). */
export function buildTenantTheme(preset: ThemePreset, tenantTheme?: Omit<TenantTheme, 'preset'>): Theme {
  return buildMuiTheme(resolveThemeTokens(preset, tenantTheme));
}
