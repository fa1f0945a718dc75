/** The current time as the wire and the booking rules count it: whole seconds since the epoch. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
