/** Suggestions for misspelt names in tenant files ('did you mean ...?'). */

/** Edit distance where swapping two neighbouring letters counts as one edit (the commonest typo). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The allowed name a typo most likely meant: a few edits away (about one per four letters), or none. */
export function closestName(name: string, allowed: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  let best: { name: string; d: number } | undefined;
  for (const a of allowed) {
    const d = a.toLowerCase() === lower ? 0 : editDistance(lower, a.toLowerCase());
    if (!best || d < best.d) best = { name: a, d };
  }
  return best && best.d <= Math.max(1, Math.floor(name.length / 4)) ? best.name : undefined;
}

