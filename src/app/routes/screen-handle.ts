import { useMatches } from 'react-router';

/** Route handle of a screen: its title key in the 'screens' namespace. */
export interface ScreenHandle {
  titleKey: string;
}

function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && typeof (value as { titleKey?: unknown }).titleKey === 'string';
}

/** Title key of the deepest matched screen, or null. */
export function useScreenTitleKey(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isScreenHandle(handle)) return handle.titleKey;
  }
  return null;
}
