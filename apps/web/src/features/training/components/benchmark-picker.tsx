import type { Benchmark } from '@boxbook/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBenchmarks } from '../api/benchmarks';
import { benchmarkName } from './benchmark-name';

/**
 * Programs a block as a benchmark: picking one fills the block from it (title, lines, score) and
 * links the block, so members' results count for the benchmark (docs/product.md, Benchmark workouts).
 */
export function BenchmarkPicker({
  label,
  value,
  onPick,
}: {
  label: string;
  value: number | null;
  onPick: (benchmark: Benchmark | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const library = useBenchmarks();
  const list = library.data ?? [];
  const categories = ['GIRL', 'HERO', 'OPEN', 'BOX'] as const;
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-xs font-semibold text-gray-700">
        {t('training.benchmark.picker', { label })}
      </label>
      <select
        id={id}
        className="mt-1 w-full max-w-xs rounded-lg bg-white px-3 py-2 ring-1 ring-gray-300 focus:ring-2 focus:ring-brand-500 focus:outline-none"
        value={value ?? ''}
        onChange={(e) => onPick(list.find((b) => b.id === Number(e.target.value)) ?? null)}
      >
        <option value="">{t('training.benchmark.none')}</option>
        {categories.map((category) => {
          const inCategory = list.filter((b) => b.category === category);
          return inCategory.length === 0 ? null : (
            <optgroup key={category} label={t(`training.benchmark.categories.${category}`)}>
              {inCategory.map((b) => (
                <option key={b.id} value={b.id}>
                  {benchmarkName(b, i18n.resolvedLanguage)}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
    </div>
  );
}
