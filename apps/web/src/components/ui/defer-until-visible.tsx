import { type ReactNode, Suspense, useRef } from 'react';
import { useNearViewport } from './near-viewport';
import { Spinner } from './spinner';

const AHEAD_PX = 400;

/**
 * Renders its children (and so loads their code) only once the visitor scrolls near them,
 * keeping below-the-fold widgets out of a phone's first download.
 */
export function DeferUntilVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const visible = useNearViewport(anchor, AHEAD_PX);
  return (
    <div ref={anchor} style={{ minHeight }}>
      {visible && <Suspense fallback={<Spinner className="w-full py-10" />}>{children}</Suspense>}
    </div>
  );
}
