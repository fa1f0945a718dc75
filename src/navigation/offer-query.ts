/**
 * The link from an offer card to the booking screens: `?offer=<code>`. Apart from booking-query.ts
 * so the home page's offers carry only this, not the whole booking query.
 */
export const OFFER_PARAM = 'offer';

export const offerQueryString = (offerCode: string): string =>
  `?${new URLSearchParams({ [OFFER_PARAM]: offerCode }).toString()}`;
