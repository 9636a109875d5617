import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A swipeable row (CSS scroll-snap) with previous/next buttons for mouse and keyboard users. */
export function Slider({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  const arrow =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl shadow ring-1 ring-gray-200 hover:bg-white sm:flex';
  return (
    <section aria-label={label} className="relative">
      <button
        type="button"
        className={`${arrow} -left-3`}
        onClick={() => scroll(-1)}
        aria-label={t('common.previous')}
      >
        ‹
      </button>
      <ul
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls must take keyboard focus, so its arrow keys scroll it even when its slides hold no link (WCAG 2.1.1)
        tabIndex={0}
        className="scrollbar-none flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth rounded-2xl pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {children}
      </ul>
      <button
        type="button"
        className={`${arrow} -right-3`}
        onClick={() => scroll(1)}
        aria-label={t('common.next')}
      >
        ›
      </button>
    </section>
  );
}

export function Slide({ children }: { children: ReactNode }) {
  return <li className="w-[80%] shrink-0 snap-start sm:w-[45%] lg:w-[31%]">{children}</li>;
}
