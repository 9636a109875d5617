import { useEffect, useState } from 'react';

/** The header turns sticky once scroll / 4 reaches 10 (see docs/product.md, Layout). */
export function useStickyHeader(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(window.scrollY / 4 >= 10);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return sticky;
}

const BOTTOM_NAV_HIDE_AFTER_PX = 100;

/** The bottom menu hides when scrolling down past 100 px and comes back on scrolling up. */
export function useBottomNavVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      if (y > last && y > BOTTOM_NAV_HIDE_AFTER_PX) setVisible(false);
      else if (y < last) setVisible(true);
      last = y;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return visible;
}
