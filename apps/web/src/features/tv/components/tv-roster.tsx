import type { ClassUser, ClassView } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

/**
 * The sheet's full name ("Jordi Puig Ferrer") as the box's screen shows it to everyone in the
 * room: the first name and an initial, as on the whiteboard ("Jordi P.").
 */
export const onTheWall = (fullName: string) => {
  const [first, next] = fullName.trim().split(/\s+/);
  return next ? `${first} ${next.charAt(0).toUpperCase()}.` : (first ?? '');
};

/** The class on now or next, and who is in, in type big enough for the far wall. */
export function TvRoster({
  item,
  people,
  time,
}: {
  item: ClassView | null;
  people: ClassUser[];
  time: (iso: string) => string;
}) {
  const { t } = useTranslation();
  if (!item) return <p className="text-xl text-gray-300 lg:text-3xl">{t('tv.no_more_classes')}</p>;
  const inClass = people.filter((p) => p.status === 'IN');
  const waiting = people.length - inClass.length;
  // Checked in at the door (or ticked on the class sheet): the TV shows who is already here.
  const arrived = inClass.filter((p) => p.validated).length;
  return (
    <section aria-labelledby="tv-class">
      <h2 id="tv-class" className="text-2xl font-extrabold lg:text-4xl">
        {item.activity.name} · {time(item.startTime)}
      </h2>
      <p className="mt-1 text-lg text-gray-300 lg:text-2xl">
        {t('tv.places', { in: item.usersIn.length, max: item.maxPeople })}
        {waiting > 0 && ` · ${t('tv.waiting', { count: waiting })}`}
        {arrived > 0 && ` · ${t('tv.arrived', { count: arrived })}`}
      </p>
      {inClass.length === 0 ? (
        <p className="mt-6 text-lg text-gray-400 lg:text-2xl">{t('tv.nobody_yet')}</p>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3">
          {inClass.map((p) => (
            <li key={p.id} className="flex min-w-0 items-center gap-3 text-lg font-semibold lg:text-2xl">
              <img
                src={p.user.image}
                alt=""
                width={48}
                height={48}
                className="size-10 shrink-0 rounded-full bg-gray-700 object-cover lg:size-12"
              />
              <span className="truncate">{onTheWall(p.user.name)}</span>
              {p.validated && (
                <span className="shrink-0 text-green-400" title={t('tv.here')}>
                  <span aria-hidden="true">✓</span>
                  <span className="sr-only">{t('tv.here')}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
