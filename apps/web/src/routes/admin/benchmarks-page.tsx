import { type Benchmark, benchmarkCategorySchema, userFlags } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useBenchmarks } from '../../features/training/api/benchmarks';
import { BenchmarkDialog } from '../../features/training/components/benchmark-dialog';
import { benchmarkName, inLanguage } from '../../features/training/components/benchmark-name';
import { useCurrentUser } from '../../lib/session';

/** The trainers' library of benchmark workouts: the Girls, the Heroes, the Open and the box's own. */
export function BenchmarksPage() {
  const { t, i18n } = useTranslation();
  const flags = userFlags(useCurrentUser(), useAppConfig().topPlanKey);
  const library = useBenchmarks();
  const [editing, setEditing] = useState<Benchmark | 'new' | null>(null);
  const language = inLanguage(i18n.resolvedLanguage);

  return (
    <Page className="max-w-4xl">
      <AdminNav isAdmin={flags.isAdmin} />
      <PageTitle subtitle={t('training.benchmark.library_subtitle')}>
        {t('training.benchmark.library_title')}
      </PageTitle>
      <Button className="mb-6" onClick={() => setEditing('new')}>
        {t('training.benchmark.add')}
      </Button>
      <QueryState query={library}>
        {(list) => (
          <div className="space-y-8">
            {benchmarkCategorySchema.options.map((category) => {
              const inCategory = list.filter((b) => b.category === category);
              if (inCategory.length === 0) return null;
              return (
                <section key={category} aria-labelledby={`category-${category}`}>
                  <h2 id={`category-${category}`} className="mb-3 text-xl font-bold text-ink">
                    {t(`training.benchmark.categories.${category}`)}
                  </h2>
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {inCategory.map((b) => (
                      <li key={b.id} className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
                        <div className="flex items-start justify-between gap-2">
                          <h3 className="font-extrabold text-ink">{benchmarkName(b, language)}</h3>
                          <span className="text-sm text-gray-600">
                            {t(`training.score_kinds.${b.score}`)}
                          </span>
                        </div>
                        <p className="mt-1 whitespace-pre-line text-sm text-gray-800">
                          {language === 'es' ? b.descriptionEs : b.descriptionCa}
                        </p>
                        <Button variant="secondary" className="mt-3 px-3 py-1" onClick={() => setEditing(b)}>
                          {t('training.benchmark.edit', { name: benchmarkName(b, language) })}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </QueryState>
      {editing && (
        <BenchmarkDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          existing={editing === 'new' ? undefined : editing}
        />
      )}
    </Page>
  );
}
