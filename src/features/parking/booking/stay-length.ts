/** The whole minutes of a stay (for durationText); null when the exit is not after the entry. */
export function stayMinutes(entry: number, exit: number): number | null {
  return exit <= entry ? null : Math.floor((exit - entry) / 60);
}
