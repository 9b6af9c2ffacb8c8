// A venue photo that reserves its space up front (width/height give the aspect ratio), offers the
// browser the photo's narrower copies made on upload (srcset, with the slot's `sizes`) or the
// photo as sent when they fail, and falls back to a local placeholder when there is no photo or
// it fails to load.
import { imageVariantSrcSet } from '@venue-finder/contract';
import { useEffect, useRef, useState } from 'react';
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
  // What failed to load for this src: its copies (then the photo as sent is tried), or the photo
  // itself (then the placeholder). A photo uploaded before copies were made has none.
  const [failure, setFailure] = useState<{ src: string; of: 'copies' | 'photo' } | null>(null);
  const failed = src && failure?.src === src ? failure.of : null;
  const shown = !src || failed === 'photo' ? PLACEHOLDER_VENUE_IMAGE : src;
  const srcSet = shown === src && failed !== 'copies' ? imageVariantSrcSet(src) : undefined;
  const image = useRef<HTMLImageElement>(null);
  const onError = () => {
    if (src && shown === src) setFailure({ src, of: srcSet ? 'copies' : 'photo' });
  };
  // A server-rendered image may fail before the page is hydrated, unseen by onError: look once
  // for each picture shown.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) onError();
  }, [shown, srcSet]);

  return (
    <img
      ref={image}
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
      onError={onError}
    />
  );
}
