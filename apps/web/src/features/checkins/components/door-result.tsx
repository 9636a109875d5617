import type { CheckinFreeClass, CheckinResult, DoorVisitor } from '@boxbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type DoorOutcome =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'done'; result: CheckinResult }
  | { kind: 'visitor'; visitor: DoorVisitor }
  | { kind: 'refused'; code: string };

const TONES = {
  idle: 'bg-gray-100 text-ink',
  pending: 'bg-gray-100 text-ink',
  ok: 'bg-green-100 text-green-950 ring-4 ring-green-600',
  warn: 'bg-amber-100 text-amber-950 ring-4 ring-amber-500',
  refused: 'bg-red-100 text-red-950 ring-4 ring-red-600',
} as const;

/** A sign beside the words, so the outcome is never told by colour alone (WCAG 1.4.1). */
const SIGNS = {
  ok: { text: '✓', className: 'bg-green-700' },
  warn: { text: '!', className: 'bg-amber-700' },
  refused: { text: '✕', className: 'bg-red-700' },
} as const;

function Sign({ kind }: { kind: keyof typeof SIGNS }) {
  return (
    <span
      aria-hidden="true"
      className={`mr-3 inline-grid size-10 shrink-0 place-items-center rounded-full align-middle text-2xl text-white ${SIGNS[kind].className}`}
    >
      {SIGNS[kind].text}
    </span>
  );
}

/**
 * What the door says after a scan, big enough to read from a step away: who came and for which
 * class (green), the same with what staff should see (amber), or why the code was refused (red).
 */
export function DoorResult({
  outcome,
  nameOf,
  time,
  planName,
  onBook,
  booking,
  bookingError,
}: {
  outcome: DoorOutcome;
  nameOf: (item: { nameCa: string; nameEs: string }) => string;
  time: (iso: string) => string;
  /** The plan's name in the screen's language (the plans feature knows it). */
  planName: (plan: { key: string; name: string }) => ReactNode;
  onBook: (item: CheckinFreeClass) => void;
  booking: boolean;
  /** Why booking the member into a free place was refused, if it was. */
  bookingError: string | null;
}) {
  const { t } = useTranslation();
  if (outcome.kind === 'idle' || outcome.kind === 'pending')
    return (
      <section aria-live="polite" className={`rounded-3xl p-8 ${TONES.idle}`}>
        <p className="text-2xl font-bold lg:text-3xl">
          {outcome.kind === 'pending' ? t('common.loading') : t('door.ready')}
        </p>
      </section>
    );
  if (outcome.kind === 'visitor') {
    // A visitor's booking reference (docs/product.md, The first visit): trial or drop-in, and their class.
    const { visitor } = outcome;
    const tone = visitor.parqAnyYes ? 'warn' : 'ok';
    return (
      <section aria-live="assertive" className={`rounded-3xl p-8 ${TONES[tone]}`} data-outcome="visitor">
        <p className="text-3xl font-black lg:text-4xl">
          <Sign kind={tone} />
          {visitor.name} {visitor.surname}
        </p>
        <p className="mt-3 text-xl font-semibold lg:text-2xl">
          {t(`door.visitor.${visitor.kind}`)} · {nameOf(visitor.class)} {time(visitor.class.startTime)}
        </p>
        {!visitor.recorded && <p className="mt-2 text-lg">{t('door.visitor.again')}</p>}
        {visitor.parqAnyYes && <p className="mt-2 text-lg font-semibold">{t('door.visitor.parq')}</p>}
      </section>
    );
  }
  if (outcome.kind === 'refused')
    return (
      <section aria-live="assertive" className={`rounded-3xl p-8 ${TONES.refused}`} data-outcome="refused">
        <p className="text-3xl font-black lg:text-4xl">
          <Sign kind="refused" />
          {t('door.refused')}
        </p>
        <p className="mt-3 text-xl lg:text-2xl">{t(`error.${outcome.code}`)}</p>
      </section>
    );

  const { result } = outcome;
  const tone = result.warnings.length ? 'warn' : 'ok';
  const { member } = result;
  return (
    <section aria-live="assertive" className={`rounded-3xl p-6 lg:p-8 ${TONES[tone]}`} data-outcome={tone}>
      <div className="flex items-center gap-5">
        <img
          src={member.image}
          alt=""
          width={112}
          height={112}
          className="size-24 shrink-0 rounded-full bg-white object-cover lg:size-28"
        />
        <div className="min-w-0">
          <p className="text-3xl font-black lg:text-4xl">
            <Sign kind={tone} />
            {t(result.recorded ? 'door.welcome' : 'door.already_in', { name: member.name })}
          </p>
          <p className="mt-1 truncate text-xl font-semibold">
            {member.name} {member.surname}
          </p>
          <p className="mt-1 text-lg">
            {member.plan ? planName(member.plan) : t('door.no_plan')} ·{' '}
            {t('door.credits', { activity: member.credits.activity, open: member.credits.open })}
          </p>
        </div>
      </div>
      <p className="mt-5 text-xl font-semibold lg:text-2xl">
        {result.class
          ? t('door.class', { name: nameOf(result.class), time: time(result.class.startTime) })
          : t('door.open_visit')}
      </p>
      {result.warnings.length > 0 && (
        <ul className="mt-4 list-disc space-y-1 pl-6 text-lg font-semibold">
          {result.warnings.map((warning) => (
            <li key={warning}>{t(`door.warning.${warning}`)}</li>
          ))}
        </ul>
      )}
      {result.freeClasses.length > 0 && (
        <div className="mt-5">
          <h2 className="text-lg font-bold">{t('door.free_places')}</h2>
          <ul className="mt-2 flex flex-wrap gap-3">
            {result.freeClasses.map((item) => (
              <li key={item.id}>
                <Button onClick={() => onBook(item)} disabled={booking}>
                  {t('door.book_now', {
                    name: nameOf(item),
                    time: time(item.startTime),
                    count: item.placesLeft,
                  })}
                </Button>
              </li>
            ))}
          </ul>
          {bookingError && (
            <p role="alert" className="mt-3 font-semibold text-red-800">
              {t(`error.${bookingError}`)}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
