// Whether an element has come near the visible part of the page (or the browser cannot tell),
// for what is heavy to load and sits below the fold, such as a map: false on the server and
// until the element is within `margin` of the viewport, then true for good.
import { useCallback, useRef, useState, type RefCallback } from 'react';

export function useNearViewport<T extends Element>(margin = '400px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );
  return [ref, near];
}
