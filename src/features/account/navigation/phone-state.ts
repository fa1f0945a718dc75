/** Navigation state that carries a phone number between the account screens (login <-> reset). */
export interface PhoneState {
  phone: string;
}

export function phoneFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('phone' in state)) return '';
  return typeof state.phone === 'string' ? state.phone : '';
}
