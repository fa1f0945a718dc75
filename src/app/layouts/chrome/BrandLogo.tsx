import { useState } from 'react';

interface BrandLogoProps {
  src: string;
  alt: string;
  height: number;
  /** Width / height of the loaded image: a wide logo is a wordmark that already shows the name. */
  onAspectRatio?: (ratio: number) => void;
}

/** A logo image that disappears rather than showing a broken-image icon when it fails. */
export function BrandLogo({ src, alt, height, onAspectRatio }: BrandLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <img
      src={src}
      alt={alt}
      height={height}
      style={{ height, width: 'auto', maxWidth: height * 4.5, objectFit: 'contain', display: 'block' }}
      onLoad={(event) => {
        const { naturalWidth, naturalHeight } = event.currentTarget;
        if (naturalHeight > 0) onAspectRatio?.(naturalWidth / naturalHeight);
      }}
      onError={() => setFailedSrc(src)}
    />
  );
}
