/**
 * Whether this browser can scan QR codes with the camera (BarcodeDetector and a camera API). Apart
 * from the scanner itself, so member find can ask without loading it.
 */
export function canScanQr(): boolean {
  return (
    typeof window !== 'undefined' &&
    'BarcodeDetector' in window &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}
