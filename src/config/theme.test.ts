import { describe, expect, it } from 'vitest';
import { darken } from '@mui/material/styles';
import classic from '../../themes/classic.json';
import modern from '../../themes/modern.json';
import type { ThemePreset } from '../generated/theme';
import { KERBSIDE_PRESET } from './default-preset';
import { buildTenantTheme } from './theme';
import { KERBSIDE_PRIMARY, resolveThemeTokens } from '../lib/theme-tokens';

const classicPreset = classic as ThemePreset;
const modernPreset = modern as ThemePreset;

describe('resolveThemeTokens', () => {
  it('defaults to #263a5a with white text', () => {
    const tokens = resolveThemeTokens(KERBSIDE_PRESET);
    expect(tokens.primary).toBe(KERBSIDE_PRIMARY);
    expect(tokens.onPrimary).toBe('#ffffff');
  });

  it('lets the tenant override colours, fonts and radius', () => {
    const tokens = resolveThemeTokens(classicPreset, {
      palette: { primary: '#0b6e4f', background: '#fafafa' },
      fonts: { body: "'Poppins', sans-serif" },
      radius: 20,
    });
    expect(tokens.primary).toBe('#0b6e4f');
    expect(tokens.background).toBe('#fafafa');
    expect(tokens.surface).toBe(classicPreset.palette.surface);
    expect(tokens.bodyFont).toBe("'Poppins', sans-serif");
    expect(tokens.headingFont).toBe("'Poppins', sans-serif");
    expect(tokens.radius).toBe(20);
  });

  it('computes text on primary when not given, and keeps the chosen one when given', () => {
    expect(resolveThemeTokens(classicPreset, { palette: { primary: '#ffd400' } }).onPrimary).toBe('#111111');
    expect(resolveThemeTokens(classicPreset, { palette: { primary: '#ffd400', onPrimary: '#222222' } }).onPrimary).toBe(
      '#222222',
    );
  });
});

describe('buildTenantTheme', () => {
  it('maps tokens onto the MUI palette, shape and typography', () => {
    const theme = buildTenantTheme(classicPreset, {
      palette: { primary: '#c8102e' },
      radius: 10,
      fonts: { heading: 'Georgia, serif' },
    });
    expect(theme.palette.primary.main).toBe('#c8102e');
    expect(theme.palette.primary.contrastText).toBe('#ffffff');
    expect(theme.palette.background.default).toBe(classicPreset.palette.background);
    expect(theme.palette.background.paper).toBe(classicPreset.palette.surface);
    expect(theme.palette.error.main).toBe(classicPreset.palette.error);
    expect(theme.palette.success.main).toBe(classicPreset.palette.success);
    expect(theme.shape.borderRadius).toBe(10);
    expect(theme.typography.h1.fontFamily).toBe('Georgia, serif');
    expect(theme.typography.fontFamily).toBe(classicPreset.typography.body);
  });

  it('styles the app bar per preset header style', () => {
    const solid = buildTenantTheme(classicPreset).components?.MuiAppBar?.styleOverrides?.root;
    const light = buildTenantTheme(modernPreset).components?.MuiAppBar?.styleOverrides?.root;
    expect(solid).toMatchObject({ backgroundColor: classicPreset.palette.primary });
    expect(light).toMatchObject({
      backgroundColor: modernPreset.palette.surface,
      borderBottom: `3px solid ${modernPreset.palette.primary}`,
    });
  });

  it('customises buttons, cards and text fields', () => {
    const theme = buildTenantTheme(modernPreset);
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
    expect(theme.components?.MuiCard?.defaultProps?.elevation).toBe(0);
    expect(theme.components?.MuiTextField?.defaultProps?.fullWidth).toBe(true);
  });

  it("puts the 24-hour clock's inner numbers not chosen on a disc of the face's colour", () => {
    const theme = buildTenantTheme(modernPreset);
    const root = theme.components?.MuiClockNumber?.styleOverrides?.root;
    if (typeof root !== 'function') throw new Error('MuiClockNumber root override is not a function of its state');
    const styleOf = (isClockNumberInInnerRing: boolean, isClockNumberSelected: boolean) =>
      (root as unknown as (props: { ownerState: object; theme: typeof theme }) => object)({
        ownerState: { isClockNumberInInnerRing, isClockNumberSelected },
        theme,
      });
    // 7% black over the dialog's surface, as MUI X shades the face.
    expect(styleOf(true, false)).toMatchObject({
      backgroundClip: 'content-box',
      backgroundColor: darken(modernPreset.palette.surface, 0.07),
    });
    expect(styleOf(true, true)).toEqual({});
    expect(styleOf(false, false)).toEqual({});
  });

  it('is pure: the same input gives an equal palette', () => {
    expect(JSON.stringify(buildTenantTheme(classicPreset).palette)).toBe(
      JSON.stringify(buildTenantTheme(classicPreset).palette),
    );
  });
});
