import { createContext, type ReactNode } from 'react';

/**
 * What a screen puts under the welcome section's heading: on the company site, the parts an admin
 * publishes (tagline, members banner, prices: SiteScreen). The screen gives them rather than the
 * section importing them, because they read through the query layer, which the shop and app
 * homes leave out of their first download (docs/architecture.md#server-reads).
 */
export const UnderWelcomeHeading = createContext<ReactNode>(null);
