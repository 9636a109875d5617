import { type Activity, DEFAULT_CLASS_SIZE } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { useContentText } from '../../../lib/content-text';

export interface TemplateDraft {
  id?: number | undefined;
  activityId: number;
  startTime: string;
  endTime: string;
  maxPeople: number;
}

/** Adds or edits one weekly slot: activity, start and end (HH:MM at the box) and size. */
export function TemplateDialog({
  initial,
  activities,
  saving,
  errorCode,
  onSave,
  onClose,
}: {
  initial: TemplateDraft | null;
  activities: Activity[];
  saving: boolean;
  errorCode: string | null;
  onSave: (draft: TemplateDraft) => void;
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
    },
  );
  const invalid = draft.endTime <= draft.startTime || draft.maxPeople < 1 || !draft.activityId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSave(draft);
  };
  const set = (patch: Partial<TemplateDraft>) => setDraft((now) => ({ ...now, ...patch }));
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
            {t('dialogs.save')}
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
            min={1}
            max={200}
            required
            inputMode="numeric"
            className={inputClass}
            value={draft.maxPeople}
            onChange={(e) => set({ maxPeople: Number(e.target.value) })}
          />
        </label>
      </form>
    </BaseDialog>
  );
}
