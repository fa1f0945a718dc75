import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  pinpadKioskMachine,
  type ChargeInput,
  type ChargeReply,
  type KioskReply,
} from '../../../flows/staff/pinpad-kiosk.machine';
import { ApiError } from '../../api/errors';
import { pinpadCharge, pinpadExit, pinpadKiosk, staffLock } from '../../api/endpoints/staff';
import { newIdempotencyKey } from '../../lib/new-idempotency-key';
import { PINPAD_KIOSK_IDLE_SECONDS, PINPAD_RECEIPT_SECONDS } from '../../lib/limits';
import { setKioskMode } from '../../session/kiosk-mode';
import { useIdleLock } from './use-idle-lock';
import { useTenant } from '../../tenant/use-tenant';
import { kioskFlagKey, type StaffApi } from './use-staff-api';

/** A session that locked or ended (HTTP 401/403) leads to employee login; other failures are the machine's. */
function onSessionGone(onLocked: () => void) {
  return (error: unknown): never => {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) onLocked();
    throw error;
  };
}

/** A test may shorten the kiosk's idle time with ?kioskIdle=<seconds> (never below 1). */
export function kioskIdleSecondsFrom(search: string): number {
  const raw = new URLSearchParams(search).get('kioskIdle');
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : PINPAD_KIOSK_IDLE_SECONDS;
}

/** A test may shorten how long the receipt shows with ?kioskReceipt=<seconds> (never below 1). */
export function receiptSecondsFrom(search: string): number {
  const raw = new URLSearchParams(search).get('kioskReceipt');
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : PINPAD_RECEIPT_SECONDS;
}

/**
 * The pinpad kiosk machine (docs/staff.md#pinpad) with staff/pinpad/kiosk, staff/pinpad/charge and
 * staff/pinpad/exit, for the site `shop`; mid-payment, on the receipt or on the staff PIN screen a
 * while without a touch sends IDLE, which returns the kiosk to its idle screen for the next sale. While the device is handed over the tab is in kiosk mode
 * (src/session/kiosk-mode.ts): the frame around the screen offers no way out.
 */
export function usePinpadKiosk(
  api: StaffApi,
  onLocked: () => void,
  shop: string,
  idleSeconds: number,
  receiptSeconds: number = PINPAD_RECEIPT_SECONDS,
) {
  const [machine] = useState(() =>
    pinpadKioskMachine.provide({
      delays: { receiptShown: receiptSeconds * 1000 },
      actors: {
        openKiosk: fromPromise<KioskReply, void>(() => pinpadKiosk(api.cloud, shop).catch(onSessionGone(onLocked))),
        charge: fromPromise<ChargeReply, ChargeInput>(({ input }) =>
          pinpadCharge(api.cloud, {
            shop,
            amount: input.amount,
            by: input.card.by,
            value: input.card.value.trim(),
            pin: input.pin,
            idempotencyKey: input.idempotencyKey,
          }).catch(onSessionGone(onLocked)),
        ),
        checkStaffPin: fromPromise<KioskReply, { pin: string }>(({ input }) =>
          pinpadExit(api.cloud, input.pin).catch(onSessionGone(onLocked)),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const inSale = snapshot.matches('kiosk') || snapshot.matches('paid') || snapshot.matches('staffPin');
  const handedOver = !snapshot.matches('amount') && !snapshot.matches('opening');
  useKioskGuard(api, handedOver);
  useEffect(() => {
    setKioskMode(handedOver);
    return () => setKioskMode(false);
  }, [handedOver]);
  useIdleLock(() => {
    if (inSale) send({ type: 'IDLE' });
  }, idleSeconds);
  const start = async (amount: number) => send({ type: 'START', amount, idempotencyKey: await newIdempotencyKey() });
  return { snapshot, send, start };
}

/**
 * Kiosk mode may only end with the staff PIN (docs/staff.md#pinpad). The app's menu and the
 * browser can still leave the screen: while the device is handed over the tab carries a flag
 * (kioskFlagKey), and a staff screen that starts with it set locks the staff session first
 * (useStaffScreen); leaving the kiosk screen within the app locks the session at once.
 */
function useKioskGuard(api: StaffApi, handedOver: boolean): void {
  const flag = kioskFlagKey(useTenant().bundle.tenant.id);
  const live = useRef(handedOver);
  live.current = handedOver;
  useEffect(
    () => () => {
      if (!live.current) return;
      sessionStorage.removeItem(flag);
      void staffLock(api.cloud).catch(() => undefined);
    },
    [api, flag],
  );
  useEffect(() => {
    if (handedOver) sessionStorage.setItem(flag, '1');
    else sessionStorage.removeItem(flag);
  }, [handedOver, flag]);
}
