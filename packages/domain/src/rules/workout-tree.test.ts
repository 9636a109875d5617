import { describe, expect, it } from 'vitest';
import { copyBlocks, stableBlockIds, withBlockIds } from './workout-tree';

const b = (id: string | undefined, wbs: object[] = []) =>
  ({ id, title: id ?? 'new', exercices: [], wbs }) as never;

describe('block ids', () => {
  it('keeps the ids blocks came with and gives new ones to the rest', () => {
    let n = 0;
    const tree = withBlockIds([b('x', [b(undefined)]), b(undefined), b('x')], () => `n${++n}`);
    expect(tree.map((block) => block.id)).toEqual(['x', 'n2', 'n3']);
    expect(tree[0]?.wbs[0]?.id).toBe('n1');
  });

  it('reads old rows with ids from their place, the same every time', () => {
    const tree = stableBlockIds([b(undefined), b(undefined, [b(undefined), b('kept')])]);
    expect([tree[0]?.id, tree[1]?.id, tree[1]?.wbs[0]?.id, tree[1]?.wbs[1]?.id]).toEqual([
      'p0',
      'p1',
      'p1-0',
      'kept',
    ]);
  });

  it('drops every id in a copy', () => {
    const copy = copyBlocks([b('a', [b('b')])] as never);
    expect(copy[0]?.id).toBeUndefined();
    expect(copy[0]?.wbs[0]?.id).toBeUndefined();
  });
});
