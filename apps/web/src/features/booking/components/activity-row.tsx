import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface ActivityChip {
  id: number;
  label: string;
  to: string;
}

/** The activities to book, one chip each, the current one marked as the page. */
export function ActivityRow({ activities, currentId }: { activities: ActivityChip[]; currentId?: number }) {
  const { t } = useTranslation();
  // On a phone the row scrolls: the current activity is brought to its middle, in view.
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = row.current?.querySelector('[aria-current="page"]');
    if (!row.current || !current || currentId === undefined) return;
    const [inRow, chip] = [row.current.getBoundingClientRect(), current.getBoundingClientRect()];
    row.current.scrollLeft += chip.left - inRow.left - (inRow.width - chip.width) / 2;
  }, [currentId]);
  return (
    <nav
      ref={row}
      aria-label={t('book.activities')}
      className="scrollbar-none -mx-4 mt-4 flex gap-2 overflow-x-auto px-4"
    >
      {activities.map((a) => (
        <Link
          key={a.id}
          to={a.to}
          aria-current={a.id === currentId ? 'page' : undefined}
          className="shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 aria-[current=page]:bg-ink aria-[current=page]:text-white"
        >
          {a.label}
        </Link>
      ))}
    </nav>
  );
}
