import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneDrift, probeDocument, REFERENCE_PHONE_PROBE_MS } from './page-probe';

describe('the page probe', () => {
  it('is the same document on every call, so every host loads the same bytes', () => {
    expect(probeDocument()).toBe(probeDocument());
  });

  it('carries its style rules, its generated functions and the flag it sets when done', () => {
    const html = probeDocument();
    expect(html.match(/\.c\d+\{/g)).toHaveLength(150);
    expect(html.match(/function f\d+\(o\)/g)).toHaveLength(1500);
    expect(html).toContain('window.__probeDone=');
  });

  it('reads 1 on a host whose calibrated phone does the reference phone’s work', () => {
    expect(phoneDrift(REFERENCE_PHONE_PROBE_MS / 9, 9)).toBeCloseTo(1, 10);
  });

  it('grows with the host’s probe at a given multiplier, and with the multiplier at a given probe', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.double({ min: 1.01, max: 5, noNaN: true }),
        (ms, multiplier, factor) =>
          phoneDrift(ms * factor, multiplier) > phoneDrift(ms, multiplier) &&
          phoneDrift(ms, Math.min(10, multiplier * factor)) >= phoneDrift(ms, multiplier),
      ),
    );
  });
});
