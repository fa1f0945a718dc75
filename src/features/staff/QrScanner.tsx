import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** The part of the Shape Detection API's BarcodeDetector this uses (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_INTERVAL_MS = 250;

/**
 * The camera and the browser's own QR detector (loaded lazily with member find's scan button):
 * the first code read is handed to `onCode` and the camera stops. Without permission or a camera,
 * it says so, and the typed field stays the way in.
 */
export default function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('staff');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let done = false;
    const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorConstructor }).BarcodeDetector;
    const detector = new Detector({ formats: ['qr_code'] });
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (done || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current) return;
          detector.detect(video.current).then(
            (codes) => {
              const code = codes[0]?.rawValue;
              if (code && !done) {
                done = true;
                onCode(code);
              }
            },
            () => {},
          );
        }, SCAN_INTERVAL_MS);
      })
      .catch(() => setFailed(true));
    return () => {
      done = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode]);
  if (failed) return <Alert severity="warning">{t('find.cameraFailed')}</Alert>;
  return (
    <Box sx={{ borderRadius: 2, overflow: 'hidden', bgcolor: '#000' }}>
      <video ref={video} muted playsInline style={{ width: '100%', display: 'block' }} aria-label={t('find.camera')} />
    </Box>
  );
}
