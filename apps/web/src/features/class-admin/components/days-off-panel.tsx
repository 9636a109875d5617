import { type DayOff, type DayOffInput, type DayOffPreview, dayOffRefusal } from '@boxbook/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { YesNoDialog } from '../../../components/ui/dialog';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { getDayOffPreview, useDeleteDayOff, useSaveDayOff } from '../api/class-admin';
import { DayOffWarning } from './day-off-warning';

type Pending = { input: DayOffInput; preview: DayOffPreview };

/**
 * Days the box is closed: add one (ONCE, or RECURRENT every year) after a warning listing the
 * booked classes it cancels; turn one off for now (skip) or on again; delete one. Skipping and
 * deleting bring back the classes it cancelled, empty, and say how many.
 */
export function DaysOffPanel({ daysOff }: { daysOff: DayOff[] }) {
  const { t } = useTranslation();
  const id = useId();
  const gym = useGymTime();
  const save = useSaveDayOff();
  const remove = useDeleteDayOff();
  const [when, setWhen] = useState('');
  const [frequency, setFrequency] = useState<DayOff['frequency']>('ONCE');
  const [pending, setPending] = useState<Pending | null>(null);
  const [deleting, setDeleting] = useState<DayOff | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ask = async (input: DayOffInput) => {
    setFailure(null);
    setNotice(null);
    save.reset();
    setChecking(true);
    try {
      setPending({ input, preview: await getDayOffPreview(input) });
    } catch (error) {
      setFailure(error);
    } finally {
      setChecking(false);
    }
  };
  const skip = (d: DayOff) => {
    setFailure(null);
    setNotice(null);
    save.mutate(
      { when: d.when, frequency: d.frequency, skip: true },
      {
        onSuccess: ({ restoredClasses }) =>
          setNotice(t('backoffice.days_off.skip_restored', { count: restoredClasses })),
      },
    );
  };
  // Said before asking for confirmation, as the server would refuse it after.
  const refusal = when ? dayOffRefusal({ when, frequency }, daysOff, gym.today()) : null;
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (when && !refusal) void ask({ when, frequency, skip: false });
  };
  const dateText = (d: DayOff) =>
    gym.format(
      `${d.when}T12:00:00Z`,
      d.frequency === 'ONCE' ? { dateStyle: 'full' } : { day: 'numeric', month: 'long' },
    );
  const columns: Column<DayOff>[] = [
    {
      key: 'when',
      header: t('backoffice.days_off.date'),
      cell: dateText,
      sortValue: (d) => d.when,
      inCard: false,
    },
    {
      key: 'frequency',
      header: t('backoffice.days_off.frequency'),
      cell: (d) => t(`backoffice.days_off.${d.frequency}`),
      sortValue: (d) => d.frequency,
    },
    {
      key: 'state',
      header: t('backoffice.days_off.state'),
      cell: (d) => (d.skip ? t('backoffice.days_off.skipped') : t('backoffice.days_off.in_force')),
      sortValue: (d) => d.skip,
    },
  ];
  return (
    <>
      <form
        onSubmit={submit}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 ring-1 ring-gray-200"
      >
        <label className="text-sm font-semibold text-gray-700">
          {t('backoffice.days_off.date')}
          <input
            type="date"
            required
            className={`${inputClass} w-48`}
            value={when}
            aria-invalid={tried && refusal !== null}
            aria-describedby={tried && refusal ? `${id}-refusal` : undefined}
            onChange={(e) => {
              setTried(false);
              setWhen(e.target.value);
            }}
          />
        </label>
        <fieldset className="flex gap-4 pb-3">
          <legend className="sr-only">{t('backoffice.days_off.frequency')}</legend>
          {(['ONCE', 'RECURRENT'] as const).map((f) => (
            <label key={f} className="flex items-center gap-2 text-sm font-semibold text-gray-700">
              <input
                type="radio"
                name={`${id}-frequency`}
                className="size-4 accent-brand-500"
                checked={frequency === f}
                onChange={() => {
                  setTried(false);
                  setFrequency(f);
                }}
              />
              {t(`backoffice.days_off.${f}`)}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={!when || checking}>
          {t('backoffice.days_off.add')}
        </Button>
        {tried && refusal && (
          <p id={`${id}-refusal`} role="alert" className="basis-full text-sm font-medium text-red-700">
            {t(`error.${refusal}`)}
          </p>
        )}
      </form>
      {/* A failed confirmation shows in its dialog; a failed skip, here. */}
      <FormError code={errorCodeOf(failure ?? remove.error ?? (pending ? null : save.error))} />
      {notice && (
        <p role="status" className="mb-4 rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          {notice}
        </p>
      )}
      <DataTable
        caption={t('backoffice.days_off.title')}
        rows={daysOff}
        columns={columns}
        rowKey={(d) => d.id}
        cardTitle={dateText}
        emptyText={t('backoffice.days_off.none')}
        actions={(d) => (
          <>
            <Button
              variant="secondary"
              disabled={save.isPending}
              onClick={() =>
                d.skip ? void ask({ when: d.when, frequency: d.frequency, skip: false }) : skip(d)
              }
            >
              {d.skip ? t('backoffice.days_off.resume') : t('backoffice.days_off.skip')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => setDeleting(d)}
              aria-label={t('backoffice.days_off.delete_one', { date: dateText(d) })}
            >
              {t('backoffice.delete')}
            </Button>
          </>
        )}
      />
      <DayOffWarning
        preview={pending?.preview ?? null}
        title={t('backoffice.days_off.confirm_title', {
          date: pending ? gym.format(`${pending.input.when}T12:00:00Z`, { dateStyle: 'full' }) : '',
        })}
        saving={save.isPending}
        errorCode={errorCodeOf(save.error)}
        onClose={() => {
          save.reset();
          setPending(null);
        }}
        onConfirm={() =>
          pending &&
          save.mutate(pending.input, {
            onSuccess: () => {
              setPending(null);
              setWhen('');
            },
          })
        }
      />
      <YesNoDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('backoffice.days_off.delete_title', { date: deleting ? dateText(deleting) : '' })}
        message={t('backoffice.days_off.delete_message')}
        loading={remove.isPending}
        onYes={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ restoredClasses }) =>
              setNotice(t('backoffice.days_off.restored', { count: restoredClasses })),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
