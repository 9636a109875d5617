import type { ClassEdit, ClassView } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useUpdateClass } from '../api/class-admin';
import { CoachSelect } from './coach-select';

/**
 * Edits one class already made: its times on its date, its size, whether members see it and
 * whether it is free. A larger size moves waiting members in; the dialog says how many.
 */
export function ClassEditDialog({ item, onClose }: { item: ClassView; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const gym = useGymTime();
  const update = useUpdateClass();
  const [edit, setEdit] = useState<ClassEdit>({
    startTime: gym.time(item.startTime),
    endTime: gym.time(item.endTime),
    maxPeople: item.maxPeople,
    show: item.show,
    free: item.free,
    coachId: item.coach?.id ?? null,
  });
  const [promoted, setPromoted] = useState<number | null>(null);
  const set = (patch: Partial<ClassEdit>) => setEdit((now) => ({ ...now, ...patch }));
  const badTimes = edit.endTime <= edit.startTime;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badTimes) return;
    update.mutate(
      { classId: item.id, edit },
      {
        onSuccess: (result) => (result.promoted.length > 0 ? setPromoted(result.promoted.length) : onClose()),
      },
    );
  };
  const code = errorCodeOf(update.error);
  const check = 'size-5 accent-brand-500';
  return (
    <BaseDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('backoffice.classes.edit_title', {
        date: gym.format(item.startTime, { weekday: 'long', day: 'numeric', month: 'long' }),
      })}
      errorCode={code === 'capacity_below_booked' ? null : code}
      loading={update.isPending}
      actions={
        promoted !== null ? (
          <Button onClick={onClose}>{t('dialogs.ok')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={badTimes || update.isPending}>
              {t('dialogs.save')}
            </Button>
          </>
        )
      }
    >
      {promoted !== null ? (
        <p role="status" className="mt-4 rounded-xl bg-green-50 px-4 py-3 text-green-900">
          {t('backoffice.classes.promoted', { count: promoted })}
        </p>
      ) : (
        <form id={`${id}-form`} onSubmit={submit} className="mt-4 grid grid-cols-2 gap-3">
          <label className="text-sm font-semibold text-gray-700">
            {t('backoffice.templates.start')}
            <input
              type="time"
              required
              className={inputClass}
              value={edit.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
            />
          </label>
          <label className="text-sm font-semibold text-gray-700">
            {t('backoffice.templates.end')}
            <input
              type="time"
              required
              className={inputClass}
              value={edit.endTime}
              aria-invalid={badTimes}
              onChange={(e) => set({ endTime: e.target.value })}
            />
          </label>
          {badTimes && (
            <p className="col-span-2 text-sm text-red-700">{t('backoffice.templates.end_before_start')}</p>
          )}
          <label className="col-span-2 text-sm font-semibold text-gray-700">
            {t('backoffice.templates.max_people')}
            <input
              type="number"
              min={1}
              max={200}
              required
              inputMode="numeric"
              className={inputClass}
              value={edit.maxPeople}
              aria-invalid={code === 'capacity_below_booked'}
              aria-describedby={code === 'capacity_below_booked' ? `${id}-size` : undefined}
              onChange={(e) => set({ maxPeople: Number(e.target.value) })}
            />
          </label>
          {code === 'capacity_below_booked' && (
            <p id={`${id}-size`} role="alert" className="col-span-2 text-sm text-red-700">
              {t('error.capacity_below_booked')} (
              {t('backoffice.occupancy', { taken: item.usersIn.length, max: edit.maxPeople })})
            </p>
          )}
          <CoachSelect
            className="col-span-2"
            value={edit.coachId ?? null}
            onChange={(coachId) => set({ coachId })}
          />
          <label className="col-span-2 flex items-center gap-3 text-sm font-semibold text-gray-700">
            <input
              type="checkbox"
              className={check}
              checked={edit.show}
              onChange={(e) => set({ show: e.target.checked })}
            />
            {t('backoffice.classes.show')}
          </label>
          <label className="col-span-2 flex items-center gap-3 text-sm font-semibold text-gray-700">
            <input
              type="checkbox"
              className={check}
              checked={edit.free}
              onChange={(e) => set({ free: e.target.checked })}
            />
            {t('backoffice.classes.free')}
          </label>
          {edit.free && !item.free && item.usersIn.length > 0 && (
            <p className="col-span-2 text-sm text-gray-600">{t('backoffice.classes.free_note')}</p>
          )}
        </form>
      )}
    </BaseDialog>
  );
}
