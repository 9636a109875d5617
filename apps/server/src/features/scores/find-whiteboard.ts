import {
  blockLabel,
  rankScores,
  stableBlockIds,
  type Whiteboard,
  type WorkoutBlockInput,
  walkBlocks,
} from '@boxbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { scoreSettings, scores, users, wods } from '../../infra/db/schema';
import { findReactions } from '../reactions/find-reactions';
import { resultOf } from './score-rows';

const AVATAR_FALLBACK = '/img/placeholder-avatar.svg';
/** "Laia P.": enough for the box to recognise each other, no full surname on the wall. */
export const boardName = (name: string, surname: string) =>
  surname ? `${name} ${surname.charAt(0).toUpperCase()}.` : name;

/**
 * The day's whiteboard: for each scored block of that day's WOD, the scores of the members who
 * chose to show them, Rx before Scaled, best first (rankScores), with their reactions as the
 * viewer sees them (none for a member who turned reactions off).
 */
export async function findWhiteboard(db: DbOrTx, date: string, viewerId: number): Promise<Whiteboard> {
  const [wod] = await db.select().from(wods).where(eq(wods.when, date));
  if (!wod) return { when: date, wodId: null, blocks: [] };
  const rows = await db
    .select({
      score: scores,
      user: { id: users.id, name: users.name, surname: users.surname, image: users.image },
      reactionsOff: scoreSettings.reactionsOff,
    })
    .from(scores)
    .innerJoin(users, eq(users.id, scores.userId))
    .innerJoin(
      scoreSettings,
      and(eq(scoreSettings.userId, scores.userId), eq(scoreSettings.showOnWhiteboard, true)),
    )
    .where(eq(scores.wodId, wod.id))
    .orderBy(asc(scores.createdAt), asc(scores.id));

  const reactions = await findReactions(db, {
    scoreIds: rows.map((row) => row.score.id),
    off: new Set(rows.filter((row) => row.reactionsOff).map((row) => row.score.id)),
    viewerId,
  });
  const scored = walkBlocks(stableBlockIds(wod.wbs as WorkoutBlockInput[])).filter(([block]) => block.score);
  return {
    when: date,
    wodId: wod.id,
    blocks: scored.map(([block, path]) => ({
      blockId: block.id,
      label: blockLabel(path),
      title: block.title,
      kind: block.score ?? 'time',
      entries: rankScores(
        rows
          .filter((row) => row.score.blockId === block.id && row.score.kind === block.score)
          .map((row) => ({
            scoreId: row.score.id,
            user: {
              id: row.user.id,
              name: boardName(row.user.name, row.user.surname),
              image: row.user.image ?? AVATAR_FALLBACK,
            },
            division: row.score.division,
            result: resultOf(row.score),
            note: row.score.note,
            reactions: reactions.get(row.score.id) ?? null,
          })),
      ),
    })),
  };
}
