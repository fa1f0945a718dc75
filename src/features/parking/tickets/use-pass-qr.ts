import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Message } from '../../../protocol/message';
import { refusalMessage } from '../../../protocol/message-codes';
import { fetchPassQr } from '../../../api/endpoints/parking';
import { useTenant } from '../../../tenant/use-tenant';
import { offlineStore } from '../../../offline/offline-store';
import { OFFLINE_KINDS } from '../../../offline/offline-kinds';
import { noteInstallIntent } from '../../../offline/install-offer';
import { drawQr } from '../../../components/qr/draw-qr';
import { customerKeys } from '../../../queries/query-keys';
import { RefusedRead, refusalOf } from '../../../queries/refused-read';

/** CSS pixels of the code's side, quiet zone included. */
export const QR_WIDTH = 240;

type Shown = { payload: string; savedAt: number | null };

/** Draws `payload` as a level-M, byte-mode QR code; qrcode is loaded only when a pass is shown. */
async function renderQr(canvas: HTMLCanvasElement, payload: string): Promise<void> {
  const { default: QRCode } = await import('qrcode');
  // Byte mode over the payload's UTF-8 bytes (docs/rules.md#qr-code).
  const code = QRCode.create([{ data: new TextEncoder().encode(payload), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
  });
  // Drawn at device pixels so the modules stay sharp on high-density screens.
  const pixels = Math.round(QR_WIDTH * Math.max(1, window.devicePixelRatio || 1));
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  drawQr(context, code.modules, pixels);
}

/** The message of a refusal; null for a failure the client has reported. */
function refusalMessageOf(error: unknown): Message | null {
  const refusal = refusalOf(error);
  return refusal ? refusalMessage(refusal, 'OPERATION_FAILED') : null;
}

/**
 * The controller of PassQrCode: loads the pass's payload (qrcode/gen) and draws it on the canvas
 * once it is there; a failed load or drawing can be tried again. The payload is kept on the phone
 * until `expiresAt` (the booking's exit, ms), and drawn from that copy when the server cannot be
 * reached (docs/installable-app.md#offline-passes); a refusal removes the copy.
 */
export function usePassQr(passCode: string, expiresAt: number) {
  const { bundle } = useTenant();
  const cloud = bundle.api.cloud;
  const tenantId = bundle.tenant.id;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawFailed, setDrawFailed] = useState(false);
  // Bumped by a retry: the code is drawn again even when the payload read again is the same.
  const [drawRound, setDrawRound] = useState(0);

  const query = useQuery({
    queryKey: customerKeys.passQr(tenantId, passCode),
    queryFn: async ({ signal }): Promise<Shown> => {
      let reply: Awaited<ReturnType<typeof fetchPassQr>>;
      try {
        reply = await fetchPassQr(cloud, { passCode }, signal);
      } catch (error) {
        const saved = signal.aborted
          ? null
          : (offlineStore.currentShelf(tenantId)?.get<string>(OFFLINE_KINDS.parkingPass, passCode) ?? null);
        // The client has reported the transport failure; the phone's copy is drawn when there is one.
        if (saved) return { payload: saved.value, savedAt: saved.savedAt };
        throw error;
      }
      const shelf = offlineStore.currentShelf(tenantId);
      if (reply.success && reply.result.rtn > 0 && reply.result.payload) {
        shelf?.put(OFFLINE_KINDS.parkingPass, passCode, reply.result.payload, expiresAt);
        // A customer who shows a pass is who the installed app helps: the home page may offer it now.
        noteInstallIntent(tenantId);
        return { payload: reply.result.payload, savedAt: null };
      }
      shelf?.remove(OFFLINE_KINDS.parkingPass, passCode);
      throw new RefusedRead(reply.result);
    },
  });
  const { refetch } = query;
  const retry = useCallback(() => {
    setDrawRound((n) => n + 1);
    void refetch();
  }, [refetch]);
  // A retry shows as loading again.
  const failed = query.status === 'error' && !query.isFetching;
  const ready = query.status === 'success';

  const payload = ready ? query.data.payload : null;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (payload === null || !canvas) return;
    let live = true;
    setDrawFailed(false);
    renderQr(canvas, payload).catch(() => {
      if (live) setDrawFailed(true);
    });
    return () => {
      live = false;
    };
  }, [payload, drawRound]);

  return {
    canvasRef,
    ready,
    /** When the drawn code is the phone's copy: when it was last updated (ms since the epoch). */
    savedAt: ready ? query.data.savedAt : null,
    failed: failed || drawFailed,
    /** The server's reason when it refused; null for any other failure. */
    failure: failed ? refusalMessageOf(query.error) : null,
    retry,
  };
}
