import {
  type Movement,
  type MovementRecord,
  mayDeleteLiftRecord,
  type SavedMovementRecord,
} from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { localeOf } from '../../../lib/format';
import { formatValue } from '../../../lib/format-value';
import { useGymTime } from '../../../lib/gym-time';
import { useCurrentUser } from '../../../lib/session';
import { useDeleteMovementRecord } from '../api/movements';
import { HistoryChart } from './history-chart';
import { RecordForm } from './record-form';
import { RmPercentages } from './rm-percentages';

/** A new best beats the one before it; a first record is a start, not a best to celebrate. */
const isNewBest = (saved: SavedMovementRecord) =>
  saved.rm && saved.previousBest !== null && saved.value > saved.previousBest;

/** One movement: log a value, see the history and its chart, the RM and its percentages. */
export function MovementDialog({
  movement,
  records,
  userId,
  actingFor = false,
  onClose,
}: {
  movement: Movement;
  records: MovementRecord[];
  userId: number;
  /** A guardian keeping a dependent's lifts: they may delete them as the dependent would. */
  actingFor?: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const gym = useGymTime();
  const remove = useDeleteMovementRecord();
  const viewer = useCurrentUser();
  const [celebrated, setCelebrated] = useState<SavedMovementRecord | null>(null);
  const locale = localeOf(i18n.resolvedLanguage);
  const value = (v: number) => formatValue(v, movement.unit, t, locale);
  const day = (when: string) =>
    gym.format(`${when}T12:00:00Z`, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const best = records.find((r) => r.rm);
  const chartLabel = best
    ? t('movements.chart_label', {
        movement: movement.name,
        count: records.length,
        first: value(records[0]?.value ?? 0),
        best: value(best.value),
      })
    : '';

  return (
    <BaseDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={movement.name}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {/* A long history scrolls inside the dialog, which sits at the bottom of a phone. */}
      <div className="-mx-1 max-h-[65dvh] overflow-y-auto px-1">
        {celebrated && (
          <p
            role="status"
            className="mt-3 animate-pop-in rounded-xl bg-amber-100 px-4 py-3 font-bold text-amber-950"
          >
            <span aria-hidden="true">🎉</span>{' '}
            {t('movements.new_best', {
              value: value(celebrated.value),
              gain: value(celebrated.value - (celebrated.previousBest ?? 0)),
            })}
          </p>
        )}
        {best && (
          <p className="mt-3 text-gray-700">
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-white">RM</span>{' '}
            <span className="text-2xl font-black text-ink" data-testid="rm-value">
              {value(best.value)}
            </span>{' '}
            <span className="text-sm text-gray-600">{day(best.when)}</span>
          </p>
        )}
        <RecordForm
          movement={movement}
          userId={userId}
          today={gym.today()}
          format={value}
          day={day}
          onSaved={(saved) => setCelebrated(isNewBest(saved) ? saved : null)}
        />
        {records.length > 0 && (
          <div className="mt-5">
            <h3 className="text-sm font-bold text-ink">{t('movements.history')}</h3>
            <HistoryChart
              records={records}
              label={chartLabel}
              value={value}
              day={(when) => gym.format(`${when}T12:00:00Z`, { day: '2-digit', month: '2-digit' })}
            />
            <ul className="mt-2 max-h-48 divide-y divide-gray-100 overflow-y-auto">
              {[...records].reverse().map((record) => (
                <li key={record.id} className="flex items-center gap-3 py-1.5 text-sm">
                  <span className="w-24 text-gray-600">{day(record.when)}</span>
                  <span className="flex-1 font-semibold text-ink">
                    {value(record.value)}
                    {record.rm && (
                      <span className="ml-2 rounded-full bg-ink px-1.5 text-xs font-bold text-white">RM</span>
                    )}
                  </span>
                  {(mayDeleteLiftRecord(viewer, record.user) || (actingFor && record.user === userId)) && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1 text-red-700"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(record.id)}
                      aria-label={t('movements.delete_record', {
                        value: value(record.value),
                        date: day(record.when),
                      })}
                    >
                      ✕
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {best && movement.hasRm && movement.unit === 'kg' && (
          <RmPercentages rm={best.value} locale={locale} />
        )}
      </div>
    </BaseDialog>
  );
}
