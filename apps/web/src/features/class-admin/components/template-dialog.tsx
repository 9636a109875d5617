import { type Activity, DEFAULT_CLASS_SIZE } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { useContentText } from '../../../lib/content-text';
import { CoachSelect } from './coach-select';

export interface TemplateDraft {
  id?: number | undefined;
  activityId: number;
  startTime: string;
  endTime: string;
  maxPeople: number;
  coachId: number | null;
}

const PLACES = { min: 1, max: 200 };

/**
 * Adds or edits one weekly slot: activity, start and end (HH:MM at the box) and size. When the
 * server says the slot overlaps another class of the same activity (`overlap`, its times), the
 * dialog says so and Save becomes "save anyway"; any edit takes the question back.
 */
export function TemplateDialog({
  initial,
  activities,
  saving,
  errorCode,
  overlap,
  onSave,
  onEdit,
  onClose,
}: {
  initial: TemplateDraft | null;
  activities: Activity[];
  saving: boolean;
  errorCode: string | null;
  overlap: { start: string; end: string } | null;
  onSave: (draft: TemplateDraft, confirmOverlap: boolean) => void;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const text = useContentText();
  const [draft, setDraft] = useState<TemplateDraft>(
    initial ?? {
      activityId: activities[0]?.id ?? 0,
      startTime: '19:00',
      endTime: '20:00',
      maxPeople: DEFAULT_CLASS_SIZE,
      coachId: null,
    },
  );
  const badPlaces =
    !Number.isInteger(draft.maxPeople) || draft.maxPeople < PLACES.min || draft.maxPeople > PLACES.max;
  const invalid = draft.endTime <= draft.startTime || badPlaces || !draft.activityId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSave(draft, overlap !== null);
  };
  const set = (patch: Partial<TemplateDraft>) => {
    onEdit();
    setDraft((now) => ({ ...now, ...patch }));
  };
  return (
    <BaseDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(initial?.id ? 'backoffice.templates.edit' : 'backoffice.templates.add')}
      errorCode={errorCode}
      loading={saving}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={invalid || saving}>
            {overlap ? t('backoffice.templates.save_anyway') : t('dialogs.save')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} className="mt-4 grid grid-cols-2 gap-3">
        <label className="col-span-2 text-sm font-semibold text-gray-700">
          {t('backoffice.templates.activity')}
          <select
            className={inputClass}
            value={draft.activityId}
            onChange={(e) => set({ activityId: Number(e.target.value) })}
          >
            {activities.map((a) => (
              <option key={a.id} value={a.id}>
                {text.name(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-gray-700">
          {t('backoffice.templates.start')}
          <input
            type="time"
            required
            className={inputClass}
            value={draft.startTime}
            onChange={(e) => set({ startTime: e.target.value })}
          />
        </label>
        <label className="text-sm font-semibold text-gray-700">
          {t('backoffice.templates.end')}
          <input
            type="time"
            required
            className={inputClass}
            value={draft.endTime}
            aria-invalid={draft.endTime <= draft.startTime}
            aria-describedby={draft.endTime <= draft.startTime ? `${id}-end` : undefined}
            onChange={(e) => set({ endTime: e.target.value })}
          />
        </label>
        {draft.endTime <= draft.startTime && (
          <p id={`${id}-end`} className="col-span-2 text-sm text-red-700">
            {t('backoffice.templates.end_before_start')}
          </p>
        )}
        <label className="col-span-2 text-sm font-semibold text-gray-700">
          {t('backoffice.templates.max_people')}
          <input
            type="number"
            min={PLACES.min}
            max={PLACES.max}
            required
            inputMode="numeric"
            className={inputClass}
            value={Number.isNaN(draft.maxPeople) ? '' : draft.maxPeople}
            aria-invalid={badPlaces}
            aria-describedby={badPlaces ? `${id}-places` : undefined}
            onChange={(e) => set({ maxPeople: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
          />
        </label>
        {badPlaces && (
          <p id={`${id}-places`} className="col-span-2 text-sm text-red-700">
            {t('backoffice.templates.places_range', PLACES)}
          </p>
        )}
        <CoachSelect className="col-span-2" value={draft.coachId} onChange={(coachId) => set({ coachId })} />
        {overlap && (
          <p role="alert" className="col-span-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('backoffice.templates.overlap_confirm', overlap)}
          </p>
        )}
      </form>
    </BaseDialog>
  );
}
