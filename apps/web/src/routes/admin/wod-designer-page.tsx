import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { inputClass } from '../../components/ui/form-field';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useDeleteWod, useSaveWod, useWodOfDay, useWodPage } from '../../features/training/api/workouts';
import { CopyList } from '../../features/training/components/copy-list';
import { DesignerShell } from '../../features/training/components/designer-shell';
import { draftOf, emptyBlock, toInput } from '../../features/training/components/designer-tree';
import { errorCodeOf } from '../../lib/error-code';
import { useGymTime } from '../../lib/gym-time';

const isDate = (text: string | null): text is string => !!text && /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The trainers' WOD designer: pick a day, edit its WOD (or start one), or copy a past one to it. */
export function WodDesignerPage() {
  const { t } = useTranslation();
  const id = useId();
  const gym = useGymTime();
  const [params, setParams] = useSearchParams();
  const picked = params.get('date');
  const date = isDate(picked) ? picked : gym.today();
  const wod = useWodOfDay(date);
  const [copyPage, setCopyPage] = useState(0);
  const past = useWodPage(copyPage, 8);
  const save = useSaveWod();
  const remove = useDeleteWod();
  const dateText = (d: string) =>
    gym.format(`${d}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short' });

  return (
    <Page className="max-w-3xl">
      <Link to={paths.admin} className="text-sm font-semibold text-brand-700">
        ‹ {t('admin.title')}
      </Link>
      <PageTitle subtitle={t('training.designer.wod_subtitle')}>{t('training.designer.wod_title')}</PageTitle>
      <div className="mb-6 w-48">
        <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-gray-700">
          {t('training.designer.date')}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className={`${inputClass} w-48`}
          value={date}
          onChange={(e) => isDate(e.target.value) && setParams({ date: e.target.value }, { replace: true })}
        />
      </div>
      <QueryState query={wod}>
        {(existing) => (
          <>
            <p className="mb-4 text-sm font-semibold text-gray-700">
              {existing
                ? t('training.designer.editing', { date: dateText(date) })
                : t('training.designer.creating', { date: dateText(date) })}
            </p>
            <DesignerShell
              key={date}
              initial={existing ? draftOf(existing.wbs) : [emptyBlock('WOD')]}
              exists={Boolean(existing)}
              scored
              saving={save.isPending}
              deleting={remove.isPending}
              errorCode={errorCodeOf(save.error ?? remove.error)}
              onSave={(tree) => save.mutateAsync({ id: existing?.id, when: date, wbs: toInput(tree) })}
              onDelete={() => (existing ? remove.mutateAsync(existing.id) : Promise.resolve())}
              copyFrom={(load) => (
                <CopyList
                  items={(past.data?.content ?? [])
                    .filter((w) => w.when !== date)
                    .map((w) => ({ key: String(w.id), label: dateText(w.when), wbs: w.wbs }))}
                  onCopy={load}
                  page={copyPage}
                  totalPages={past.data?.totalPages ?? 1}
                  onPage={setCopyPage}
                />
              )}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}
