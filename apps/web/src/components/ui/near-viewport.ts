import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element's top is within `aheadPx` below the window's bottom (or above it), and
 * from then on. A scroll listener rather than an IntersectionObserver, so a jump past the spot (an
 * anchor link, the End key) counts too. False in the server's prerender and the first render, so
 * hydration finds the markup it was given.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, aheadPx: number): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const check = () => {
      const top = element.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
      if (top < window.innerHeight + aheadPx) setNear(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [near, element, aheadPx]);
  return near;
}
