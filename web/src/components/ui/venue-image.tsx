// A venue photo that reserves its space up front (width/height give the aspect ratio), offers the
// browser the photo's narrower copies made on upload (srcset, with the slot's `sizes`), and falls
// back to a local placeholder when there is no photo or it fails to load.
import { imageVariantSrcSet } from '@venue-finder/contract';
import { useState } from 'react';
import { env } from '../../config/env';

export const PLACEHOLDER_VENUE_IMAGE = `${env.PUBLIC_BASE_URL}placeholder-venue.svg`;

interface VenueImageProps {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** How wide the photo is drawn, for choosing among its copies (the browser assumes 100vw). */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's main photo, usually its largest paint. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

export function VenueImage({
  src,
  alt,
  width,
  height,
  className,
  sizes,
  loading = 'lazy',
  fetchPriority,
}: VenueImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || src === failedSrc ? PLACEHOLDER_VENUE_IMAGE : src;
  const srcSet = shown === src ? imageVariantSrcSet(src) : undefined;

  return (
    <img
      className={className}
      src={shown}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
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
