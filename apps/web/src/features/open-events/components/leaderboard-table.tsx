import type { OpenLeaderboard, OpenWorkout } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useContentText } from '../../../lib/content-text';
import { formatOpenResult } from '../../../lib/open-text';

/**
 * One division's standings: overall rank, athlete, each workout's rank and result, points. The
 * viewer's own score still waiting for a judge shows as pending on their own row; it does not rank
 * yet. The TV names no viewer, so it shows no pending score: its session is a trainer's, whose own
 * unjudged score the server sends like any athlete's, and the box's screen shows judged ones only.
 */
export function LeaderboardTable({
  board,
  workouts,
  viewerId,
  size = 'phone',
}: {
  board: OpenLeaderboard;
  workouts: OpenWorkout[];
  /** Whose row stands out, with their pending scores (the member's own); the TV names nobody. */
  viewerId?: number;
  size?: 'phone' | 'tv';
}) {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  const tv = size === 'tv';
  const locale = i18n.resolvedLanguage ?? 'ca';
  if (board.rows.length === 0)
    return (
      <p className={tv ? 'text-xl text-gray-300 lg:text-3xl' : 'py-6 text-center text-gray-600'}>
        {t('open.board.empty')}
      </p>
    );
  // The TV's type is big on the box's screen and still fits when the page is opened on a phone.
  const cell = tv ? 'px-2 py-3 lg:px-4 lg:py-4' : 'px-2 py-2';
  return (
    <div className="overflow-x-auto">
      <table
        className={`w-full border-collapse text-left ${tv ? 'text-lg sm:text-2xl lg:text-3xl' : 'text-sm'}`}
      >
        <caption className="sr-only">{t('open.board.title')}</caption>
        <thead>
          <tr
            className={tv ? 'text-sm uppercase text-gray-300 lg:text-xl' : 'text-xs uppercase text-gray-600'}
          >
            <th scope="col" className={cell}>
              {t('open.board.rank')}
            </th>
            <th scope="col" className={cell}>
              {t('open.board.athlete')}
            </th>
            {workouts.map((w) => (
              <th key={w.id} scope="col" className={cell}>
                {text.name(w)}
              </th>
            ))}
            <th scope="col" className={`${cell} text-right`}>
              {t('open.board.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.rows.map((row) => (
            <tr
              key={row.userId}
              className={`border-t ${tv ? 'border-gray-700' : 'border-gray-200'} ${
                row.userId === viewerId ? (tv ? 'bg-gray-700' : 'bg-brand-50') : ''
              }`}
            >
              <td className={`${cell} font-black`}>{row.rank}</td>
              <th scope="row" className={`${cell} font-semibold`}>
                {row.athlete}
              </th>
              {row.placings.map((p) => (
                <td key={p.workoutId} className={cell}>
                  {p.rank !== null && p.result ? (
                    <>
                      <span className="font-bold">{t('open.board.place', { rank: p.rank })}</span>{' '}
                      <span className={tv ? 'text-gray-300' : 'text-gray-600'}>
                        {formatOpenResult(p.result, t, locale)}
                      </span>
                    </>
                  ) : p.pending && row.userId === viewerId ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                      {t('open.status.PENDING')} · {formatOpenResult(p.pending, t, locale)}
                    </span>
                  ) : (
                    <span className={tv ? 'text-gray-400' : 'text-gray-500'}>–</span>
                  )}
                </td>
              ))}
              <td className={`${cell} text-right font-black`}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
