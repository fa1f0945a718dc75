/** The quick extensions offered from the current exit. */
export const TOP_UP_QUICK_MINUTES = [30, 60, 120] as const;

export interface QuickExit {
  minutes: number;
  exit: number;
}

/** New exits of the quick choices, whole seconds. */
export function quickExits(currentExit: number): QuickExit[] {
  return TOP_UP_QUICK_MINUTES.map((minutes) => ({ minutes, exit: currentExit + minutes * 60 }));
}

