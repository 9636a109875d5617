import { addDaysTo, isoWeekOf } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import {
  useDeleteRecovery,
  useRecoveryOfDay,
  useRecoveryPage,
  useSaveRecovery,
} from '../../features/training/api/workouts';
import { CopyList } from '../../features/training/components/copy-list';
import { DesignerShell } from '../../features/training/components/designer-shell';
import { draftOf, emptyBlock, toInput } from '../../features/training/components/designer-tree';
import { errorCodeOf } from '../../lib/error-code';
import { useGymTime } from '../../lib/gym-time';

const isDate = (text: string | null): text is string => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The trainers' recovery designer: one session per ISO week (Monday to Sunday). */
export function RecoveryDesignerPage() {
  const { t } = useTranslation();
  const gym = useGymTime();
  const [params, setParams] = useSearchParams();
  const picked = params.get('date');
  const { year, week, monday } = isoWeekOf(isDate(picked) ? picked : gym.today());
  const recovery = useRecoveryOfDay(monday);
  const [copyPage, setCopyPage] = useState(0);
  const past = useRecoveryPage(copyPage, 8);
  const save = useSaveRecovery();
  const remove = useDeleteRecovery();
  const dateText = (d: string) => gym.format(`${d}T12:00:00Z`, { day: 'numeric', month: 'short' });
  const weekText = t('training.designer.week_label', {
    week,
    year,
    from: dateText(monday),
    to: dateText(addDaysTo(monday, 6)),
  });
  const go = (days: number) => setParams({ date: addDaysTo(monday, days) }, { replace: true });

  return (
    <Page className="max-w-3xl">
      <Link to={paths.admin} className="text-sm font-semibold text-brand-700">
        ‹ {t('admin.title')}
      </Link>
      <PageTitle subtitle={t('training.designer.recovery_subtitle')}>
        {t('training.designer.recovery_title')}
      </PageTitle>
      <div className="mb-6 flex items-center gap-3">
        <Button
          variant="secondary"
          className="px-3"
          onClick={() => go(-7)}
          aria-label={t('training.designer.previous_week')}
        >
          ‹
        </Button>
        <p className="min-w-56 text-center font-bold text-ink" aria-live="polite">
          {weekText}
        </p>
        <Button
          variant="secondary"
          className="px-3"
          onClick={() => go(7)}
          aria-label={t('training.designer.next_week')}
        >
          ›
        </Button>
      </div>
      <QueryState query={recovery}>
        {(existing) => (
          <DesignerShell
            key={monday}
            initial={
              existing ? draftOf(existing.wbs) : [emptyBlock(t('training.designer.default_recovery_block'))]
            }
            exists={Boolean(existing)}
            scored={false}
            saving={save.isPending}
            deleting={remove.isPending}
            errorCode={errorCodeOf(save.error ?? remove.error)}
            onSave={(tree) => save.mutateAsync({ id: existing?.id, year, week, wbs: toInput(tree) })}
            onDelete={() => (existing ? remove.mutateAsync(existing.id) : Promise.resolve())}
            copyFrom={(load) => (
              <CopyList
                items={(past.data?.content ?? [])
                  .filter((r) => r.when !== monday)
                  .map((r) => ({
                    key: String(r.id),
                    label: t('training.designer.week_short', { week: r.week, year: r.year }),
                    wbs: r.wbs,
                  }))}
                onCopy={load}
                page={copyPage}
                totalPages={past.data?.totalPages ?? 1}
                onPage={setCopyPage}
              />
            )}
          />
        )}
      </QueryState>
    </Page>
  );
}
