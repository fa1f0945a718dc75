import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, relativeLuminance, textColourOn } from './colour-contrast';

const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

describe('WCAG contrast', () => {
  it('matches reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // WebAIM's checker: #777777 on white is 4.48:1, the classic "just fails AA" grey.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#263a5a', '#ffffff')).toBeCloseTo(11.44, 2);
  });

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const r = contrastRatio(a, b);
        expect(r).toBeCloseTo(contrastRatio(b, a), 12);
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(21);
      }),
    );
  });

  it('picks the text colour that contrasts more, unless one is chosen', () => {
    expect(textColourOn('#0b2545')).toBe('#ffffff');
    expect(textColourOn('#f2b134')).toBe('#111111');
    expect(textColourOn('#f2b134', '#000000')).toBe('#000000');
    fc.assert(
      fc.property(hexColour, (c) => {
        const auto = contrastRatio(c, textColourOn(c));
        expect(auto).toBeGreaterThanOrEqual(Math.max(contrastRatio(c, '#ffffff'), contrastRatio(c, '#111111')) - 1e-12);
      }),
    );
  });

  it('rounds the shown ratio down so a failing value never reads as passing', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });

  it('refuses a malformed colour', () => {
    expect(() => relativeLuminance('#fff')).toThrow(/#rrggbb/);
  });
});
