import {
  type BenchmarkHistory,
  type BenchmarkPr,
  bestScoreOf,
  markRecords,
  type PrEntry,
  STAFF,
} from '@boxbook/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { benchmarks, scoreSettings, scores, users, wods } from '../../infra/db/schema';
import type { AccessClaims } from '../../infra/http/caller';
import { assertSelfOr } from '../../infra/http/caller';
import { boardName } from '../scores/find-whiteboard';
import { resultOf } from '../scores/score-rows';
import { findBenchmark } from './find-benchmarks';
import { findMovementPrs } from './movement-prs';

/** The PR feeds show the newest records; older ones stay in each benchmark's history. */
const FEED_LIMIT = 50;

/**
 * A member's results on one benchmark, newest first, each marked when it was a record, and their
 * best (docs/product.md, Benchmark workouts). Members read their own; staff anyone's.
 */
export async function findBenchmarkHistory(
  db: DbOrTx,
  by: AccessClaims,
  { benchmarkId, user }: { benchmarkId: number; user?: number | undefined },
): Promise<BenchmarkHistory> {
  const userId = user ?? by.userId;
  assertSelfOr(by, userId, ...STAFF);
  const benchmark = await findBenchmark(db, benchmarkId);
  const rows = await db
    .select({ score: scores, when: wods.when })
    .from(scores)
    .innerJoin(wods, eq(wods.id, scores.wodId))
    .where(and(eq(scores.benchmarkId, benchmarkId), eq(scores.userId, userId)));
  const marked = markRecords(
    rows.map(({ score, when }) => ({
      id: score.id,
      wodId: score.wodId,
      when,
      division: score.division,
      result: resultOf(score),
      note: score.note,
    })),
  );
  return {
    benchmark,
    results: marked.reverse().map(({ id, previous: _, ...rest }) => ({ scoreId: id, ...rest })),
    bestScoreId: bestScoreOf(marked)?.id ?? null,
  };
}

/** A member's own records on benchmarks and movements, newest first: theirs to read (and staff's). */
export function findMemberRecords(db: DbOrTx, by: AccessClaims, user?: number): Promise<PrEntry[]> {
  const userId = user ?? by.userId;
  assertSelfOr(by, userId, ...STAFF);
  return findRecords(db, { userId });
}

/** The box's records (benchmarks and movements): only of members who show their scores on the whiteboard. */
export function findBoxRecords(db: DbOrTx): Promise<PrEntry[]> {
  return findRecords(db, { whiteboardOnly: true });
}

type Whose = { userId?: number; whiteboardOnly?: boolean };

/** Both kinds of new bests mixed, newest first (a day's benchmark before its lifts), the newest FEED_LIMIT. */
async function findRecords(db: DbOrTx, whose: Whose): Promise<PrEntry[]> {
  const [benchmarkPrs, movementPrs] = await Promise.all([
    findBenchmarkPrs(db, whose),
    findMovementPrs(db, whose),
  ]);
  const idOf = (entry: PrEntry) => (entry.kind === 'benchmark' ? entry.scoreId : entry.recordId);
  return [...benchmarkPrs, ...movementPrs]
    .sort((a, b) => b.when.localeCompare(a.when) || a.kind.localeCompare(b.kind) || idOf(b) - idOf(a))
    .slice(0, FEED_LIMIT);
}

async function findBenchmarkPrs(db: DbOrTx, { userId, whiteboardOnly }: Whose): Promise<BenchmarkPr[]> {
  const rows = await db
    .select({
      score: scores,
      when: wods.when,
      user: { id: users.id, name: users.name, surname: users.surname },
      benchmark: {
        id: benchmarks.id,
        nameCa: benchmarks.nameCa,
        nameEs: benchmarks.nameEs,
        score: benchmarks.score,
      },
    })
    .from(scores)
    .innerJoin(wods, eq(wods.id, scores.wodId))
    .innerJoin(users, eq(users.id, scores.userId))
    .innerJoin(benchmarks, eq(benchmarks.id, scores.benchmarkId))
    .leftJoin(scoreSettings, eq(scoreSettings.userId, scores.userId))
    .where(
      and(
        isNotNull(scores.benchmarkId),
        userId ? eq(scores.userId, userId) : undefined,
        whiteboardOnly ? eq(scoreSettings.showOnWhiteboard, true) : undefined,
      ),
    );
  const series = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.user.id}:${row.benchmark.id}`;
    series.set(key, [...(series.get(key) ?? []), row]);
  }
  const records: BenchmarkPr[] = [];
  for (const list of series.values()) {
    const marked = markRecords(
      list.map((row) => ({
        id: row.score.id,
        when: row.when,
        division: row.score.division,
        result: resultOf(row.score),
        row,
      })),
    );
    for (const entry of marked)
      if (entry.pr && entry.previous)
        records.push({
          kind: 'benchmark',
          scoreId: entry.id,
          when: entry.when,
          user: { id: entry.row.user.id, name: boardName(entry.row.user.name, entry.row.user.surname) },
          benchmark: entry.row.benchmark,
          division: entry.division,
          result: entry.result,
          previous: { division: entry.previous.division, result: entry.previous.result },
        });
  }
  return records;
}
