import { createContext, useContext } from 'react';

/** Title key (in the 'screens' namespace) of the screen a route shows; set by its route element. */
export const ScreenTitleContext = createContext<string | null>(null);

/** Title key of the routed screen, or null outside one. */
export function useScreenTitleKey(): string | null {
  return useContext(ScreenTitleContext);
}
