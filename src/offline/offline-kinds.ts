/** Record kinds of the offline store; a domain adds its own (e.g. the wallet's 'member-card') here. */
export const OFFLINE_KINDS = { parkingBooking: 'parking-booking', parkingPass: 'parking-pass' } as const;
