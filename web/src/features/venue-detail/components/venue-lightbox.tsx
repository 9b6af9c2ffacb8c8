// The photos full size in a modal dialog: Left and Right (and the buttons) go round the photos,
// Escape or Close ends it, Tab stays inside, and focus goes back where it was.
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { VenueImage } from '../../../components/ui/venue-image';

interface VenueLightboxProps {
  name: string;
  images: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function VenueLightbox({ name, images, index, onIndexChange, onClose }: VenueLightboxProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    closeRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);

  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      // Keep Tab inside the dialog, whatever the browser does at its edges.
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault(); // Escape: close through React state, so focus is restored
        onClose();
      }}
    >
      <div className="lightbox__header">
        <h2 className="lightbox__title" id={`${id}-title`}>
          Photos of {name}
        </h2>
        <button ref={closeRef} className="lightbox__close" type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <figure className="lightbox__figure">
        <VenueImage
          className="lightbox__image"
          src={images[index]}
          alt={`${name}, photo ${index + 1} of ${count}`}
          width={1200}
          height={800}
          sizes="100vw"
          loading="eager"
        />
        <figcaption className="lightbox__caption" aria-live="polite">
          Photo {index + 1} of {count}
        </figcaption>
      </figure>
      {count > 1 && (
        <div className="lightbox__nav">
          <button className="button button--secondary" type="button" onClick={() => go(-1)}>
            <span aria-hidden="true">‹ </span>Previous photo
          </button>
          <button className="button button--secondary" type="button" onClick={() => go(1)}>
            Next photo<span aria-hidden="true"> ›</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
