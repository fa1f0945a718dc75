import { useState } from 'react';

/**
 * Whether to show the code step: while the machine is in it, and while it asks for a new code
 * from it (RESEND passes through the same requesting state as the first request), so the form does
 * not flash back to the phone number in between.
 */
export function useCodeStepVisible(inCodeStep: boolean, requesting: boolean): boolean {
  const [shown, setShown] = useState(inCodeStep);
  // Adjusting state while rendering: React's pattern for state that follows a changing input.
  if (inCodeStep && !shown) setShown(true);
  if (!inCodeStep && !requesting && shown) setShown(false);
  return inCodeStep || (requesting && shown);
}
