import { useExternalStore } from '../state/external-store';
import { loadingStore } from './loading-store';
import './loading-bar.css';

/** A red 2px bar at the top while API calls run (docs/rules.md#loading-bar). */
export function LoadingBar() {
  const inFlight = useExternalStore(loadingStore);
  if (inFlight === 0) return null;
  return <div className="kerbside-loading-bar" role="progressbar" aria-busy="true" aria-label="Loading" />;
}
