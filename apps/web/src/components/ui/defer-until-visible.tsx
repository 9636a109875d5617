import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from './spinner';

const AHEAD_PX = 400;

/**
 * Renders its children (and so loads their code) only once the visitor scrolls near them,
 * keeping below-the-fold widgets out of a phone's first download. A scroll listener rather than
 * an IntersectionObserver, so a jump past the spot (an anchor link, End key) counts too.
 */
export function DeferUntilVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible) return;
    const check = () => {
      const top = anchor.current?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
      if (top < window.innerHeight + AHEAD_PX) setVisible(true);
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [visible]);
  return (
    <div ref={anchor} style={{ minHeight }}>
      {visible && <Suspense fallback={<Spinner className="w-full py-10" />}>{children}</Suspense>}
    </div>
  );
}
