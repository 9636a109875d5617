import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { localeOf } from '../../../lib/format';
import { formatResult } from '../../../lib/score-format';
import { useWhiteboard } from '../api/scores';
import { EntryReactions } from './entry-reactions';
import { WodPublication } from './wod-publication';

/** The day's results per scored block, Rx before Scaled, best first (ranked by the server). */
export function Whiteboard({ date, viewer }: { date: string; viewer: { id: number; staff: boolean } }) {
  const { t, i18n } = useTranslation();
  const board = useWhiteboard(date);
  const locale = localeOf(i18n.resolvedLanguage);
  if (board.data?.publishesAt && board.data.blocks.length === 0)
    return <WodPublication publishesAt={board.data.publishesAt} />;
  return (
    <QueryState
      query={board}
      isEmpty={(data) => data.blocks.length === 0}
      emptyText={board.data?.wodId ? t('training.whiteboard.no_scored_blocks') : t('training.no_wod')}
    >
      {(data) => (
        <div className="grid gap-4 md:grid-cols-2">
          {data.blocks.map((block) => (
            <section
              key={block.blockId}
              aria-labelledby={`board-${block.blockId}`}
              className="rounded-2xl bg-white p-5 ring-1 ring-gray-200"
            >
              <h3 id={`board-${block.blockId}`} className="font-extrabold text-ink">
                <span className="mr-2 rounded-md bg-ink px-1.5 font-mono text-sm text-white">
                  {block.label}
                </span>
                {block.title}
                <span className="ml-2 text-sm font-semibold text-gray-600">
                  {t(`training.score_kinds.${block.kind}`)}
                </span>
              </h3>
              {block.entries.length === 0 ? (
                <p className="mt-3 text-sm text-gray-600">{t('training.whiteboard.empty')}</p>
              ) : (
                <ol className="mt-3 divide-y divide-gray-100">
                  {block.entries.map((entry) => (
                    <li key={entry.scoreId} className="py-2">
                      <div className="flex items-center gap-2 sm:gap-3">
                        <span className="w-7 shrink-0 text-right font-mono text-lg font-black text-ink">
                          {entry.rank}
                        </span>
                        <img
                          src={entry.user.image}
                          alt=""
                          width={32}
                          height={32}
                          className="size-8 shrink-0 rounded-full bg-gray-100 object-cover"
                        />
                        <span className="min-w-0 flex-1 break-words">
                          <span className="font-semibold text-ink">{entry.user.name}</span>
                          {entry.note && <span className="block text-xs text-gray-600">{entry.note}</span>}
                        </span>
                        <span
                          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${
                            entry.division === 'RX' ? 'bg-ink text-white' : 'bg-gray-200 text-gray-800'
                          }`}
                        >
                          {t(`training.division.${entry.division}`)}
                        </span>
                        <span className="min-w-16 shrink-0 text-right font-mono font-bold text-ink sm:min-w-20">
                          {formatResult(entry.result, t, locale)}
                        </span>
                      </div>
                      <EntryReactions
                        scoreId={entry.scoreId}
                        owner={entry.user}
                        reactions={entry.reactions}
                        viewer={viewer}
                      />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}
