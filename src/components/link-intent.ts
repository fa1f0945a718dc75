import { createContext } from 'react';

/**
 * What a RouterLink does when the user shows that they are about to follow it (points at it,
 * touches it, focuses it), with the path it leads to: the app starts loading that screen's code,
 * so the tap that follows finds it there (docs/architecture.md#link-intent). Nothing by default.
 */
export const LinkIntentContext = createContext<(href: string) => void>(() => undefined);
