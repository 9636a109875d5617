import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addLine,
  canAddChild,
  type DraftBlock,
  draftOf,
  editLine,
  emptyBlock,
  isDraftValid,
  isTimeCapValid,
  linkBenchmark,
  moveLine,
  removeBlock,
  removeLine,
  toInput,
  updateBlock,
} from './designer-tree';

const lines = (tree: DraftBlock[], ...path: number[]) => {
  let block = tree[path[0] ?? 0];
  for (const i of path.slice(1)) block = block?.wbs[i];
  return block?.exercices;
};

describe('designing a workout', () => {
  const start = () => addLine(addLine(addLine([emptyBlock('WOD')], [0], 'A'), [0], 'B'), [0], 'C');

  it('adds lines trimmed, and never a blank one', () => {
    const tree = addLine(addLine(start(), [0], '  21-15-9 thrusters  '), [0], '   ');
    expect(lines(tree, 0)).toEqual(['A', 'B', 'C', '21-15-9 thrusters']);
  });

  it('edits a line, trimmed; emptying it leaves it as it was', () => {
    expect(lines(editLine(start(), [0], 1, ' b2 '), 0)).toEqual(['A', 'b2', 'C']);
    expect(lines(editLine(start(), [0], 1, '  '), 0)).toEqual(['A', 'B', 'C']);
  });

  it('deletes a line and moves lines up and down, not past the ends', () => {
    expect(lines(removeLine(start(), [0], 0), 0)).toEqual(['B', 'C']);
    expect(lines(moveLine(start(), [0], 2, -1), 0)).toEqual(['A', 'C', 'B']);
    expect(lines(moveLine(start(), [0], 0, 1), 0)).toEqual(['B', 'A', 'C']);
    expect(lines(moveLine(start(), [0], 0, -1), 0)).toEqual(['A', 'B', 'C']);
    expect(lines(moveLine(start(), [0], 2, 1), 0)).toEqual(['A', 'B', 'C']);
  });

  it('adds child blocks down to three levels and deletes blocks', () => {
    let tree = addBlock(start(), [0]);
    tree = addLine(tree, [0, 0], 'EMOM 8');
    tree = addBlock(tree, [0, 0]);
    expect(canAddChild([0, 0, 0])).toBe(false);
    expect(addBlock(tree, [0, 0, 0])).toBe(tree);
    expect(lines(tree, 0, 0)).toEqual(['EMOM 8']);
    expect(tree[0]?.wbs[0]?.wbs).toHaveLength(1);
    const pruned = removeBlock(tree, [0, 0]);
    expect(pruned[0]?.wbs).toEqual([]);
    expect(removeBlock(pruned, [0])).toEqual([]);
  });

  it('changes only the branch it touches', () => {
    const tree = addBlock(start(), null);
    const next = updateBlock(tree, [1], { title: 'Cooldown' });
    expect(next[0]).toBe(tree[0]);
    expect(next[1]?.title).toBe('Cooldown');
  });
});

describe('time caps', () => {
  it.each([
    ['', true],
    ['1', true],
    ['14', true],
    ['0', false],
    ['-3', false],
    ['2.5', false],
    ['abc', false],
    ['601', false],
  ])('"%s" valid: %s', (tc, valid) => {
    expect(isTimeCapValid(tc)).toBe(valid);
  });

  it('keeps a tree with a bad cap, even a nested one, from being saved', () => {
    const tree = addBlock([emptyBlock('WOD')], [0]);
    expect(isDraftValid(tree)).toBe(true);
    expect(isDraftValid(updateBlock(tree, [0, 0], { tc: '0' }))).toBe(false);
    expect(isDraftValid([])).toBe(false);
  });
});

it('goes to the API shape and back, keeping ids', () => {
  const blocks = [
    {
      id: 'abc',
      title: 'WOD',
      tc: 14,
      exercices: ['x'],
      score: 'time' as const,
      wbs: [{ id: 'd', title: 'A', tc: null, exercices: [], score: null, wbs: [] }],
    },
  ];
  expect(toInput(draftOf(blocks as never))).toEqual(blocks);
});

describe('programming a benchmark', () => {
  const fran = {
    id: 7,
    nameCa: 'Fran',
    nameEs: 'Fran',
    descriptionCa: '21-15-9 per temps:\nThrusters (43/30 kg)\n\nDominades',
    descriptionEs: '21-15-9 por tiempo:\nThrusters (43/30 kg)\nDominadas',
    category: 'GIRL' as const,
    score: 'time' as const,
  };

  it('fills the block from the benchmark in the designer language and links it', () => {
    const tree = linkBenchmark([emptyBlock('WOD')], [0], fran, 'ca');
    expect(tree[0]).toMatchObject({
      title: 'Fran',
      benchmarkId: 7,
      score: 'time',
      exercices: ['21-15-9 per temps:', 'Thrusters (43/30 kg)', 'Dominades'],
    });
    expect(toInput(tree)[0]).toMatchObject({ benchmarkId: 7, score: 'time' });
  });

  it('unlinking keeps what the block holds', () => {
    const tree = linkBenchmark(linkBenchmark([emptyBlock('WOD')], [0], fran, 'es'), [0], null, 'es');
    expect(tree[0]).toMatchObject({
      title: 'Fran',
      benchmarkId: null,
      exercices: ['21-15-9 por tiempo:', 'Thrusters (43/30 kg)', 'Dominadas'],
    });
  });
});
