import type { ClassView } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';
import { blockText } from './block-text';
import { CancelledBadge, CancelReason } from './cancelled-class';
import { ClassCoach } from './class-coach';
import { ClassPlaces, placesLeft } from './class-places';

export interface ClassCardProps {
  item: ClassView;
  /** For trainers and admins: the class sheet. */
  sheetTo?: string | undefined;
  busy: boolean;
  onJoin: () => void;
  onLeave: () => void;
}

/** Places left, who is in, your state and the one action that makes sense now. */
export function ClassCard(props: ClassCardProps) {
  return props.item.cancelled ? <CancelledCard {...props} /> : <OpenCard {...props} />;
}

/** A class that will not be held: its time, why, and nothing to book (places are meaningless). */
function CancelledCard({ item, sheetTo }: ClassCardProps) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  return (
    <article
      aria-label={`${text.name(item.activity)} ${gym.time(item.startTime)}`}
      className="rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xl font-extrabold text-gray-600 line-through">
            {gym.time(item.startTime)}
            <span className="text-base font-medium"> – {gym.time(item.endTime)}</span>
          </p>
          <CancelReason item={item} />
          <ClassCoach coach={item.coach} />
        </div>
        <CancelledBadge />
      </div>
      {sheetTo && (
        <p className="mt-3 text-sm">
          <Link to={sheetTo} className="font-semibold text-brand-700 underline">
            {t('trainer.open_sheet')}
          </Link>
        </p>
      )}
    </article>
  );
}

function OpenCard({ item, sheetTo, busy, onJoin, onLeave }: ClassCardProps) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  const left = placesLeft(item);
  return (
    <article
      aria-label={`${text.name(item.activity)} ${gym.time(item.startTime)}`}
      className={`rounded-2xl bg-white p-4 ring-1 ${RING[item.me?.status ?? 'none']}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xl font-extrabold text-ink">
            {gym.time(item.startTime)}
            <span className="text-base font-medium text-gray-500"> – {gym.time(item.endTime)}</span>
          </p>
          <ClassCoach coach={item.coach} />
          <ClassPlaces item={item} />
        </div>
        <MyState item={item} />
      </div>
      {item.people.length > 0 && (
        <ul className="mt-3 flex -space-x-2" aria-label={t('book.who_is_in')}>
          {item.people.slice(0, 12).map((p) => (
            <li key={p.id}>
              <img
                src={p.image}
                alt={p.name}
                title={p.name}
                width={32}
                height={32}
                className="size-8 rounded-full border-2 border-white bg-gray-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      <DrawNotice item={item} />
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          {blockText(item, t, gym)}
          {sheetTo && (
            <Link to={sheetTo} className="ml-2 font-semibold text-brand-700 underline">
              {t('trainer.open_sheet')}
            </Link>
          )}
        </p>
        <Action item={item} left={left} busy={busy} onJoin={onJoin} onLeave={onLeave} />
      </div>
    </article>
  );
}

const RING = {
  IN: 'ring-2 ring-green-500',
  WAIT: 'ring-2 ring-amber-400',
  DRAW: 'ring-2 ring-indigo-500',
  none: 'ring-gray-200',
} as const;

/**
 * The class's booking draw (docs/product.md, The booking draw): the joins until its window's end
 * are drawn, not served in order. Shown while the draw is to come or collects.
 */
function DrawNotice({ item }: { item: ClassView }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  if (!item.draw) return null;
  const until = gym.format(item.draw.endsAt, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <p className="mt-3 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">
      {t('book.draw.notice', { time: until, count: item.draw.entrants.length })}
    </p>
  );
}

function MyState({ item }: { item: ClassView }) {
  const { t } = useTranslation();
  if (!item.me) return null;
  if (item.me.status === 'DRAW')
    return (
      <span className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-bold text-indigo-900">
        {t('book.draw.you_are_in')}
      </span>
    );
  return item.me.status === 'IN' ? (
    <span className="rounded-full bg-green-100 px-3 py-1 text-xs font-bold text-green-800">
      {t('book.you_are_in')}
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">
      {t('book.you_wait', { position: item.me.position ?? '?' })}
    </span>
  );
}

const LEAVE_LABEL = { IN: 'book.leave', WAIT: 'book.leave_wait', DRAW: 'book.draw.leave' } as const;

function Action({ item, left, busy, onJoin, onLeave }: ClassCardProps & { left: number }) {
  const { t } = useTranslation();
  // Inside the cancellation window a freed place is not given away: every waiting member is
  // offered it, and the first to tap takes it (see docs/product.md, Waiting list and promotion).
  if (item.me?.status === 'WAIT' && left > 0 && !item.block) {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onLeave} disabled={busy}>
          {t('book.leave_wait')}
        </Button>
        <Button onClick={onJoin} disabled={busy}>
          {t('book.take_place')}
        </Button>
      </div>
    );
  }
  if (item.me) {
    return (
      <Button variant="secondary" onClick={onLeave} disabled={busy || item.block === 'started'}>
        {t(LEAVE_LABEL[item.me.status])}
      </Button>
    );
  }
  if (item.block) return null;
  return (
    <Button onClick={onJoin} disabled={busy}>
      {item.draw ? t('book.draw.enter') : left > 0 ? t('book.join') : t('book.wait')}
    </Button>
  );
}
