import { createContext } from 'react';

/**
 * How an in-app content link is shown where it is rendered: the shop frames give the path of the
 * same screen in their own layout and shop (null: not shown as a link); without a provider (the admin
 * area's previews) a path is followed as written.
 */
export const ContentLinkPlaceContext = createContext<((to: string) => string | null) | null>(null);
