import { copyBlocks, type WorkoutBlock } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type DraftBlock, draftOf } from './designer-tree';

/** Past workouts with a button that copies one into the draft (fresh block ids: scores never mix days). */
export function CopyList({
  items,
  onCopy,
  page = 0,
  totalPages = 1,
  onPage,
}: {
  items: { key: string; label: string; wbs: WorkoutBlock[] }[];
  onCopy: (tree: DraftBlock[], label: string) => void;
  /** Newest first, a page at a time, so last month's workouts can be copied too. */
  page?: number;
  totalPages?: number;
  onPage?: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0 && totalPages <= 1) return null;
  return (
    <section aria-labelledby="copy-title" className="rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200">
      <h2 id="copy-title" className="font-bold text-ink">
        {t('training.designer.copy_title')}
      </h2>
      <ul className="mt-2 divide-y divide-gray-200">
        {items.map((item) => (
          <li key={item.key} className="flex items-center gap-3 py-2">
            <span className="flex-1 text-sm">
              <span className="font-semibold text-ink">{item.label}</span>
              <span className="block text-gray-600">
                {item.wbs
                  .map((b) => b.title)
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            <Button
              variant="secondary"
              className="px-3 py-1.5"
              onClick={() => onCopy(draftOf(copyBlocks(item.wbs)), item.label)}
              aria-label={t('training.designer.copy_named', { label: item.label })}
            >
              {t('training.designer.copy')}
            </Button>
          </li>
        ))}
      </ul>
      {onPage && totalPages > 1 && (
        <div className="mt-2 flex justify-between gap-2">
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            disabled={page <= 0}
            onClick={() => onPage(page - 1)}
          >
            ‹ {t('training.designer.newer')}
          </Button>
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            disabled={page >= totalPages - 1}
            onClick={() => onPage(page + 1)}
          >
            {t('training.designer.older')} ›
          </Button>
        </div>
      )}
    </section>
  );
}
