import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useLiveQuery } from '../../../lib/use-live-query';
import { classVisitorsQueryOptions, useMarkVisitAttended } from '../api/class-visitors';

/**
 * The visitors of a class on its sheet (see docs/product.md, The first visit): trial or drop-in,
 * the PAR-Q questions they answered yes to while the box keeps them, and whether they came.
 */
export function ClassVisitors({ classId, attendanceLater }: { classId: number; attendanceLater: boolean }) {
  const { t } = useTranslation();
  const visitors = useLiveQuery(classVisitorsQueryOptions(classId), {
    destinations: () => [`/class/${classId}`],
  });
  const mark = useMarkVisitAttended(classId);
  const list = visitors.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="class-visitors" className="mt-4">
      <h2 id="class-visitors" className="mb-2 text-lg font-bold text-ink">
        {t('trainer.visitors')}
      </h2>
      <FormError code={errorCodeOf(mark.error)} />
      <ul className="divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200">
        {list.map((v) => (
          <li key={v.reference} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <span className="flex-1 font-semibold text-ink">
              {v.name} {v.surname}{' '}
              <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-900">
                {t(`leads.kind.${v.kind}`)}
              </span>
              {v.parqAnyYes && (
                <span className="block text-sm font-medium text-red-800">
                  {v.parqYes
                    ? t('trainer.parq_yes', {
                        questions: v.parqYes.map((q) => t(`visit.parq.${q}`)).join(' · '),
                      })
                    : t('trainer.parq_yes_deleted')}
                </span>
              )}
            </span>
            <label className="flex items-center gap-2 text-sm text-gray-700">
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={v.attended}
                disabled={attendanceLater || mark.isPending}
                onChange={(e) => mark.mutate({ reference: v.reference, attended: e.target.checked })}
              />
              {t('trainer.attended')}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
