import { describe, expect, it } from 'vitest';
import { sortRows } from './data-table';
import { pagerGroup } from './pager';

describe('pagerGroup', () => {
  it.each([
    [0, 12, [0, 1, 2, 3, 4]],
    [4, 12, [0, 1, 2, 3, 4]],
    [5, 12, [5, 6, 7, 8, 9]],
    [11, 12, [10, 11]],
    [0, 1, [0]],
    [0, 0, []],
  ])('page %i of %i shows the group %j', (page, total, group) => {
    expect(pagerGroup(page, total)).toEqual(group);
  });
});

describe('sortRows', () => {
  const rows = [
    { name: 'Marta', credits: 2 },
    { name: 'Àlex', credits: null },
    { name: 'Jordi', credits: 5 },
  ];
  const columns = [
    { key: 'name', header: 'Name', cell: () => null, sortValue: (r: (typeof rows)[number]) => r.name },
    {
      key: 'credits',
      header: 'Credits',
      cell: () => null,
      sortValue: (r: (typeof rows)[number]) => r.credits,
    },
    { key: 'plain', header: 'Plain', cell: () => null },
  ];
  it('orders text by the language rules and numbers by value, nulls last either way', () => {
    expect(sortRows(rows, columns, { key: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual([
      'Àlex',
      'Jordi',
      'Marta',
    ]);
    expect(
      sortRows(rows, columns, { key: 'credits', direction: 'descending' }).map((r) => r.credits),
    ).toEqual([5, 2, null]);
  });
  it('keeps the server order without a sort or on a column that does not sort', () => {
    expect(sortRows(rows, columns, null)).toEqual(rows);
    expect(sortRows(rows, columns, { key: 'plain', direction: 'ascending' })).toEqual(rows);
  });
});
