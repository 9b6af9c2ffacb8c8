// The venue's photos: one large, five thumbnails under it (the fifth says '+N' when there are
// more), and the lightbox for all of them.
import { useState } from 'react';
import { VenueImage } from '../../../components/ui/venue-image';
import { VenueLightbox } from './venue-lightbox';

export const GALLERY_THUMBNAILS = 5;

interface VenueGalleryProps {
  name: string;
  images: readonly string[];
}

export function VenueGallery({ name, images }: VenueGalleryProps) {
  const [shown, setShown] = useState(0);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const count = images.length;
  const thumbnails = images.slice(0, GALLERY_THUMBNAILS);
  const hidden = count - GALLERY_THUMBNAILS;

  if (count === 0) {
    return (
      <div className="gallery">
        <VenueImage className="gallery__main-image" src={null} alt="" width={1200} height={675} loading="eager" />
      </div>
    );
  }

  return (
    <div className="gallery">
      <button
        className="gallery__main"
        type="button"
        onClick={() => setLightboxIndex(shown)}
        aria-label={`Open photo ${shown + 1} of ${count} of ${name} full size`}
      >
        <VenueImage
          className="gallery__main-image"
          src={images[shown]}
          alt=""
          width={1200}
          height={675}
          sizes="(min-width: 1200px) 1168px, 100vw"
          loading="eager"
          fetchPriority="high"
        />
        {count > 1 && (
          <span className="gallery__count" aria-hidden="true">
            {shown + 1} / {count}
          </span>
        )}
      </button>

      {count > 1 && (
        <ul className="gallery__thumbnails" aria-label="Photos">
          {thumbnails.map((src, index) => {
            const isMore = index === GALLERY_THUMBNAILS - 1 && hidden > 0;
            return (
              <li key={`${src}-${index}`}>
                <button
                  className="gallery__thumbnail"
                  type="button"
                  aria-pressed={isMore ? undefined : index === shown}
                  aria-label={isMore ? `Show all ${count} photos` : `Show photo ${index + 1} of ${count}`}
                  onClick={() => (isMore ? setLightboxIndex(index) : setShown(index))}
                >
                  <VenueImage
                    className="gallery__thumbnail-image"
                    src={src}
                    alt=""
                    width={160}
                    height={107}
                    sizes="(min-width: 1200px) 230px, 20vw"
                  />
                  {isMore && (
                    <span className="gallery__more" aria-hidden="true">
                      +{hidden}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {lightboxIndex !== null && (
        <VenueLightbox
          name={name}
          images={images}
          index={lightboxIndex}
          onIndexChange={setLightboxIndex}
          onClose={() => setLightboxIndex(null)}
        />
      )}
    </div>
  );
}
