import type { WorkoutBlock, WorkoutBlockInput } from '../schemas/workout';

/**
 * Gives every block of a tree an id: the one it came with, else a new one. Ids are what scores
 * point at, so a block keeps its scores when lines or other blocks around it change.
 */
export function withBlockIds(blocks: readonly WorkoutBlockInput[], newId: () => string): WorkoutBlock[] {
  const seen = new Set<string>();
  const give = (block: WorkoutBlockInput | WorkoutBlock): WorkoutBlock => {
    // A pasted or copied block may repeat an id: the second one becomes a new block.
    const id = block.id && !seen.has(block.id) ? block.id : newId();
    seen.add(id);
    return { ...block, id, wbs: block.wbs.map(give) } as WorkoutBlock;
  };
  return blocks.map(give);
}

/**
 * Rows stored before blocks had ids (and the demo data) get ids from their place in the tree, the
 * same on every read, so a score can still name the block until the workout is saved again.
 */
export function stableBlockIds(blocks: readonly WorkoutBlockInput[]): WorkoutBlock[] {
  const give = (block: WorkoutBlockInput | WorkoutBlock, path: number[]): WorkoutBlock =>
    ({
      ...block,
      id: block.id ?? `p${path.join('-')}`,
      wbs: block.wbs.map((child, i) => give(child, [...path, i])),
    }) as WorkoutBlock;
  return blocks.map((block, i) => give(block, [i]));
}

/** A copy of a workout for another day: same content, fresh ids, so scores never mix between days. */
export function copyBlocks(blocks: readonly WorkoutBlock[]): WorkoutBlockInput[] {
  const strip = (block: WorkoutBlock): WorkoutBlockInput =>
    ({ ...block, id: undefined, wbs: block.wbs.map(strip) }) as WorkoutBlockInput;
  return blocks.map(strip);
}
