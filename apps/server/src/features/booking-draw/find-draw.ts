import type { DrawView } from '@boxbook/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { drawEntries, draws } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

/**
 * A class's draw as anyone signed in may check it (docs/product.md, The booking draw): before it
 * runs, the seed's SHA-256 only; after, the seed, the entrants and the order, with what each got.
 */
export async function findDraw(db: DbOrTx, classId: number): Promise<DrawView> {
  const [draw] = await db.select().from(draws).where(eq(draws.classId, classId));
  if (!draw) throw notFound('Draw');
  const [entered] = await db
    .select({ n: count() })
    .from(drawEntries)
    .where(and(eq(drawEntries.classId, classId), isNull(drawEntries.leftAt)));
  const drawn = draw.drawnAt !== null;
  return {
    classId,
    seedHash: draw.seedHash,
    opensAt: draw.opensAt.toISOString(),
    endsAt: draw.endsAt.toISOString(),
    entrantCount: draw.result ? draw.result.entrants.length : (entered?.n ?? 0),
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    // The seed stays secret until the draw: knowing it, one could tell the order beforehand.
    seed: drawn ? draw.seed : null,
    result: drawn ? draw.result : null,
  };
}
