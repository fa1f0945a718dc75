import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../../navigation/keep-scroll';

// Scroll position of each history entry of this visit, by location key.
const positions = new Map<string, number>();

/** A new page starts at the top; back and forward return to where the reader was. */
export function ScrollRestorer() {
  const { key, state } = useLocation();
  const navigationType = useNavigationType();
  const keepScroll = keepsScroll(state);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect: the listener moves to the new page in the same commit, before the scroll
  // event of the old page shrinking away could be booked to the old page.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useLayoutEffect(() => {
    if (keepScroll && navigationType !== 'POP') return;
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(key) ?? 0) : 0);
  }, [key, navigationType, keepScroll]);

  return null;
}
