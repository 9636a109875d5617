import {
  blockLabel,
  stableBlockIds,
  type WorkoutBlock,
  type WorkoutBlockInput,
  walkBlocks,
} from '@boxbook/domain';

export interface LabelledBlock {
  block: WorkoutBlock;
  label: string;
}

/** Every block of a stored WOD tree with its label (a, a.1…), by id. */
export function blocksById(wbs: unknown): Map<string, LabelledBlock> {
  const tree = stableBlockIds(wbs as WorkoutBlockInput[]);
  return new Map(walkBlocks(tree).map(([block, path]) => [block.id, { block, label: blockLabel(path) }]));
}

/** How a block is named in a score list: its title, else its label. */
export const blockName = (found: LabelledBlock | undefined) =>
  found ? found.block.title || found.label : '';
