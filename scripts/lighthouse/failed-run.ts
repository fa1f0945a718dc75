/** The part of a Lighthouse result (LHR) that says whether the run measured anything. */
export interface RunOutcome {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
}

/**
 * Why a run measured nothing, or null: Lighthouse's own error (the page never painted, say) or no
 * performance score. Such a run's figures read as zeros, a TBT of 0 among them, which would pull
 * the medians towards the goals: it is discarded and tried again, as an unfit host's run is.
 */
export function failedRunReason(lhr: RunOutcome): string | null {
  if (lhr.runtimeError) return `Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (typeof lhr.categories['performance']?.score !== 'number') return 'Lighthouse gave no performance score';
  return null;
}
