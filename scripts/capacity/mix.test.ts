import { describe, expect, it } from 'vitest';
import { arrivalOffsetsMs, journeyKinds, mixProblems, type MixEntry } from './mix';

const MIX: MixEntry[] = [
  { kind: 'home', weight: 50, what: 'home' },
  { kind: 'quote', weight: 30, what: 'quote' },
  { kind: 'pinpad-charge', weight: 20, what: 'pinpad' },
];

describe('journeyKinds', () => {
  it('holds each kind exactly its weight in every 100 journeys', () => {
    const kinds = journeyKinds(MIX, 300);
    for (let block = 0; block < 3; block += 1) {
      const slice = kinds.slice(block * 100, block * 100 + 100);
      expect(slice.filter((k) => k === 'home')).toHaveLength(50);
      expect(slice.filter((k) => k === 'quote')).toHaveLength(30);
      expect(slice.filter((k) => k === 'pinpad-charge')).toHaveLength(20);
    }
  });

  it('spreads the kinds out: a short run already sees each of them in proportion', () => {
    const first10 = journeyKinds(MIX, 10);
    expect(first10.filter((k) => k === 'home')).toHaveLength(5);
    expect(first10.filter((k) => k === 'quote')).toHaveLength(3);
    expect(first10.filter((k) => k === 'pinpad-charge')).toHaveLength(2);
    // Never the same kind more than twice in a row with these weights.
    const kinds = journeyKinds(MIX, 100).join(',');
    expect(kinds).not.toMatch(/(home,){3}/);
  });

  it('refuses weights that do not add up to 100, a weight of 0 and a kind listed twice', () => {
    expect(mixProblems(MIX)).toEqual([]);
    expect(mixProblems([{ kind: 'home', weight: 90, what: '' }])).toEqual(['the weights add up to 90, not 100']);
    expect(
      mixProblems([
        { kind: 'home', weight: 100, what: '' },
        { kind: 'quote', weight: 0, what: '' },
      ]),
    ).toEqual(['quote: weight 0 is not a whole number above 0']);
    expect(
      mixProblems([
        { kind: 'home', weight: 50, what: '' },
        { kind: 'home', weight: 50, what: '' },
      ]),
    ).toEqual(['a journey kind is listed twice']);
    expect(() => journeyKinds([{ kind: 'home', weight: 99, what: '' }], 1)).toThrow(/add up to 99/);
  });
});

describe('arrivalOffsetsMs', () => {
  it('starts journeys at a fixed rate, whatever the others are doing', () => {
    expect(arrivalOffsetsMs(4, 1)).toEqual([0, 250, 500, 750]);
    expect(arrivalOffsetsMs(2.5, 2)).toEqual([0, 400, 800, 1200, 1600]);
    expect(arrivalOffsetsMs(0.5, 3)).toEqual([0]);
  });

  it('starts none at a rate or duration of 0', () => {
    expect(arrivalOffsetsMs(0, 10)).toEqual([]);
    expect(arrivalOffsetsMs(10, 0)).toEqual([]);
  });
});
