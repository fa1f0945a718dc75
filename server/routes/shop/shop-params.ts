export const SHOP_PARAMS = { shop: 'Shop code (case-insensitive), e.g. harbour-central.' };
