/**
 * Whether this tab's device is handed to a customer at the pinpad (docs/staff.md#pinpad): the pinpad
 * kiosk sets it while the device is handed over, and the shop's frame then hides everything that
 * leads elsewhere (the menu, the home link, the language switch, the footer and its links), so a
 * customer stays on the kiosk. The server holds the same line for the staff session
 * (docs/staff.md#kiosk-server); this only keeps the customer from wandering off.
 */
import { createExternalStore, useExternalStore } from '../state/external-store';

const kioskMode = createExternalStore(false);

export function setKioskMode(on: boolean): void {
  kioskMode.set(on);
}

export function useKioskMode(): boolean {
  return useExternalStore(kioskMode);
}
