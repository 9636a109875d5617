import type { Activity } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { useContentText } from '../../../lib/content-text';

export function ActivityCard({ activity, bookTo }: { activity: Activity; bookTo: string }) {
  const { t } = useTranslation();
  const text = useContentText();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200">
      <img
        src={activity.image}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
          <ActivityIcon activity={activity} />
          {text.name(activity)}
        </h2>
        <p className="mt-2 flex-1 text-gray-600">{text.description(activity)}</p>
        <ButtonLink
          to={bookTo}
          className="mt-5 self-start"
          aria-label={`${t('activities.book')} ${text.name(activity)}`}
        >
          {t('activities.book')}
        </ButtonLink>
      </div>
    </article>
  );
}

export function ActivityIcon({ activity, size = 28 }: { activity: Activity; size?: number }) {
  return (
    <span
      className="inline-flex shrink-0 items-center justify-center rounded-full"
      style={{ backgroundColor: `${activity.color}22`, width: size + 8, height: size + 8 }}
    >
      <img src={activity.icon} alt="" width={size} height={size} />
    </span>
  );
}

/** A slide of the home page's activity slider. */
export function ActivityTile({ activity }: { activity: Activity }) {
  const text = useContentText();
  return (
    <figure className="relative overflow-hidden rounded-2xl">
      <img
        src={activity.image}
        alt=""
        width={800}
        height={600}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
      />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 text-lg font-bold text-white">
        {text.name(activity)}
      </figcaption>
    </figure>
  );
}
