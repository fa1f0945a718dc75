/**
 * The busy Saturday's mix of customer journeys (npm run bench:capacity): which journeys start, in
 * what proportion, and when. Pure: the capacity run reads it, the unit test checks it.
 */

export type JourneyKind = 'home' | 'quote' | 'book-and-pay' | 'tickets-and-wallet' | 'shop-order' | 'pinpad-charge';

export interface MixEntry {
  kind: JourneyKind;
  /** Journeys of this kind in every 100 started. */
  weight: number;
  /** What the journey does, as the run prints it. */
  what: string;
}

/** Weights of the mix, in journeys per 100; they must add up to 100. */
export function mixProblems(mix: readonly MixEntry[]): string[] {
  const problems: string[] = [];
  const total = mix.reduce((sum, e) => sum + e.weight, 0);
  if (total !== 100) problems.push(`the weights add up to ${total}, not 100`);
  for (const e of mix)
    if (!Number.isInteger(e.weight) || e.weight <= 0)
      problems.push(`${e.kind}: weight ${e.weight} is not a whole number above 0`);
  const kinds = new Set(mix.map((e) => e.kind));
  if (kinds.size !== mix.length) problems.push('a journey kind is listed twice');
  return problems;
}

/**
 * The kind of each of `count` journeys, in order: smooth weighted round robin, so every 100
 * journeys hold each kind exactly `weight` times and the kinds are spread out, not bunched (a step of
 * a few seconds sees the whole mix, not only homes first).
 */
export function journeyKinds(mix: readonly MixEntry[], count: number): JourneyKind[] {
  const problems = mixProblems(mix);
  if (problems.length > 0) throw new Error(`mix: ${problems.join('; ')}`);
  const total = mix.reduce((sum, e) => sum + e.weight, 0);
  const current = mix.map(() => 0);
  const kinds: JourneyKind[] = [];
  for (let n = 0; n < count; n += 1) {
    let best = 0;
    for (let i = 0; i < mix.length; i += 1) {
      current[i] = (current[i] ?? 0) + (mix[i]?.weight ?? 0);
      if ((current[i] ?? 0) > (current[best] ?? 0)) best = i;
    }
    current[best] = (current[best] ?? 0) - total;
    kinds.push(mix[best]?.kind ?? 'home');
  }
  return kinds;
}

/**
 * Open model: when each journey of a step starts, in ms from the step's start, at a fixed arrival
 * rate (journeys per second) for `seconds`, whatever the journeys before it are doing.
 */
export function arrivalOffsetsMs(rate: number, seconds: number): number[] {
  if (!(rate > 0) || !(seconds > 0)) return [];
  const count = Math.floor(rate * seconds + 1e-9);
  const gap = 1000 / rate;
  return Array.from({ length: count }, (_, i) => i * gap);
}
