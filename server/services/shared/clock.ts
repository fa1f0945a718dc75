/**
 * Where services read the time. Injected (AppOptions) so tests can move time forward instead of
 * sleeping; every timestamp the account rules store or compare comes from here, not from SQL now().
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function secondsLater(from: Date, seconds: number): Date {
  return new Date(from.getTime() + seconds * 1000);
}
