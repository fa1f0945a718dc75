/** A stay split for display ('2 h 15 min'); null when the exit is not after the entry. */
export function stayLength(entry: number, exit: number): { hours: number; minutes: number } | null {
  if (exit <= entry) return null;
  const minutes = Math.floor((exit - entry) / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
