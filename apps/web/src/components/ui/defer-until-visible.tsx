import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from './spinner';

/**
 * Renders its children (and so loads their code) only when they come near the screen, keeping
 * below-the-fold widgets out of the first download on a phone.
 */
export function DeferUntilVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = anchor.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={anchor} style={{ minHeight }}>
      {visible && <Suspense fallback={<Spinner className="w-full py-10" />}>{children}</Suspense>}
    </div>
  );
}
