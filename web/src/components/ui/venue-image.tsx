// A venue photo that reserves its space up front (width/height give the aspect ratio) and falls
// back to a local placeholder when there is no photo or it fails to load.
import { useState } from 'react';
import { env } from '../../config/env';

export const PLACEHOLDER_VENUE_IMAGE = `${env.PUBLIC_BASE_URL}placeholder-venue.svg`;

interface VenueImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's main photo, usually its largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function VenueImage({ src, alt, width, height, className, loading = 'lazy', fetchPriority }: VenueImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || src === failedSrc ? PLACEHOLDER_VENUE_IMAGE : src;

  return (
    <img
      className={className}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => {
        if (src && shown === src) setFailedSrc(src);
      }}
    />
  );
}
