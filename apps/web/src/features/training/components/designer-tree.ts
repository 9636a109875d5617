import {
  type Benchmark,
  descriptionLines,
  type ScoreKind,
  WORKOUT_LIMITS,
  type WorkoutBlock,
  type WorkoutBlockInput,
} from '@boxbook/domain';

/** A block being designed: the time cap kept as typed, so a wrong value can be shown and fixed. */
export interface DraftBlock {
  /** Stable React key; `id` is the server's and absent on a new block. */
  key: string;
  id?: string | undefined;
  title: string;
  tc: string;
  exercices: string[];
  score: ScoreKind | null;
  /** The benchmark the block is (docs/product.md, Benchmark workouts), or null. */
  benchmarkId: number | null;
  wbs: DraftBlock[];
}

export type Path = readonly number[];

let keys = 0;
const newKey = () => `draft-${++keys}`;

export const emptyBlock = (title = ''): DraftBlock => ({
  key: newKey(),
  title,
  tc: '',
  exercices: [],
  score: null,
  benchmarkId: null,
  wbs: [],
});

export function draftOf(blocks: readonly (WorkoutBlock | WorkoutBlockInput)[]): DraftBlock[] {
  return blocks.map((block) => ({
    key: newKey(),
    id: block.id,
    title: block.title ?? '',
    tc: block.tc ? String(block.tc) : '',
    exercices: [...(block.exercices ?? [])],
    score: block.score ?? null,
    benchmarkId: block.benchmarkId ?? null,
    wbs: draftOf(block.wbs ?? []),
  }));
}

/**
 * A time cap is empty (none) or a whole number of minutes from 1 (see docs/product.md, Training and
 * WOD publication).
 */
export const isTimeCapValid = (tc: string) => {
  if (tc.trim() === '') return true;
  const n = Number(tc);
  return Number.isInteger(n) && n >= 1 && n <= WORKOUT_LIMITS.maxTimeCap;
};

export const canAddChild = (path: Path) => path.length < WORKOUT_LIMITS.depth;

/** Applies `change` to the block at `path`, copying only the branch that leads to it. */
function atPath(
  tree: DraftBlock[],
  path: Path,
  change: (block: DraftBlock) => DraftBlock | null,
): DraftBlock[] {
  const [head, ...rest] = path;
  if (head === undefined) return tree;
  return tree.flatMap((block, i) => {
    if (i !== head) return [block];
    if (rest.length === 0) {
      const next = change(block);
      return next ? [next] : [];
    }
    return [{ ...block, wbs: atPath(block.wbs, rest, change) }];
  });
}

export const updateBlock = (
  tree: DraftBlock[],
  path: Path,
  patch: Partial<Omit<DraftBlock, 'key' | 'wbs'>>,
) => atPath(tree, path, (block) => ({ ...block, ...patch }));

export const removeBlock = (tree: DraftBlock[], path: Path) => atPath(tree, path, () => null);

const descendants = (block: DraftBlock): number =>
  block.wbs.reduce((sum, child) => sum + 1 + descendants(child), 0);

/** How many blocks the block at `path` holds, at every level below it. */
export function blocksInside(tree: readonly DraftBlock[], path: Path): number {
  const [head, ...rest] = path;
  const block = head === undefined ? undefined : tree[head];
  if (!block) return 0;
  return rest.length > 0 ? blocksInside(block.wbs, rest) : descendants(block);
}

/** A new top-level block, or a child of the block at `parent`. */
export function addBlock(tree: DraftBlock[], parent: Path | null): DraftBlock[] {
  if (!parent) return [...tree, emptyBlock()];
  if (!canAddChild(parent)) return tree;
  return atPath(tree, parent, (block) => ({ ...block, wbs: [...block.wbs, emptyBlock()] }));
}

/**
 * Adds a line, trimmed first (see docs/product.md, Training and WOD publication); a blank one is
 * not added.
 */
export function addLine(tree: DraftBlock[], path: Path, text: string): DraftBlock[] {
  const line = text.trim();
  if (!line) return tree;
  return atPath(tree, path, (block) => ({ ...block, exercices: [...block.exercices, line] }));
}

/** Replaces a line; emptying it removes it. */
/** A line edited to blanks is left as it was: removing a line is its own, visible action. */
export function editLine(tree: DraftBlock[], path: Path, index: number, text: string): DraftBlock[] {
  const line = text.trim();
  if (!line) return tree;
  return atPath(tree, path, (block) => ({
    ...block,
    exercices: block.exercices.map((old, i) => (i === index ? line : old)),
  }));
}

export const removeLine = (tree: DraftBlock[], path: Path, index: number) =>
  atPath(tree, path, (block) => ({ ...block, exercices: block.exercices.filter((_, i) => i !== index) }));

/** Moves a line one place up (-1) or down (+1); at either end nothing moves. */
export function moveLine(tree: DraftBlock[], path: Path, index: number, by: -1 | 1): DraftBlock[] {
  return atPath(tree, path, (block) => {
    const target = index + by;
    if (target < 0 || target >= block.exercices.length) return block;
    const lines = [...block.exercices];
    [lines[index], lines[target]] = [lines[target] as string, lines[index] as string];
    return { ...block, exercices: lines };
  });
}

const capsValid = (tree: DraftBlock[]): boolean =>
  tree.every((block) => isTimeCapValid(block.tc) && capsValid(block.wbs));

/** Whether the tree can be saved: at least one block, and every time cap valid. */
export const isDraftValid = (tree: DraftBlock[]): boolean => tree.length > 0 && capsValid(tree);

/** What the API takes. */
export function toInput(tree: DraftBlock[]): WorkoutBlockInput[] {
  return tree.map((block) => ({
    id: block.id,
    title: block.title.trim(),
    tc: block.tc.trim() ? Number(block.tc) : null,
    exercices: block.exercices,
    score: block.score,
    // Left out when not linked: a block without it is a free one.
    ...(block.benchmarkId ? { benchmarkId: block.benchmarkId } : {}),
    wbs: toInput(block.wbs),
  })) as WorkoutBlockInput[];
}

/**
 * Links the block at `path` to a benchmark and writes the benchmark in it: its name as the title,
 * its description's lines (in the designer's language) as the exercises, its kind of score.
 * Unlinking (null) keeps what the block holds, for the trainer to change.
 */
export function linkBenchmark(
  tree: DraftBlock[],
  path: Path,
  benchmark: Benchmark | null,
  language: 'ca' | 'es',
): DraftBlock[] {
  if (!benchmark) return updateBlock(tree, path, { benchmarkId: null });
  return updateBlock(tree, path, {
    benchmarkId: benchmark.id,
    title: language === 'ca' ? benchmark.nameCa : benchmark.nameEs,
    exercices: descriptionLines(language === 'ca' ? benchmark.descriptionCa : benchmark.descriptionEs),
    score: benchmark.score,
  });
}
