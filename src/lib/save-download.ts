/** Saving a file the app received (e.g. a wallet pass) as a download, in the browser. */

/** The bytes of a base64 text. */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Offers `bytes` as a download named `fileName`. The object URL is released once the click has
 * been handled (Safari on iOS opens a .pkpass in its Add to Wallet sheet).
 */
export function saveDownload(bytes: Uint8Array<ArrayBuffer>, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
