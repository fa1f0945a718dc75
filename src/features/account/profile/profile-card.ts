/** The padding of the profile screen's cards. */
export const PROFILE_CARD_CONTENT = { p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } } as const;
