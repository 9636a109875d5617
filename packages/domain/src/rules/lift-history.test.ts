import { describe, expect, it } from 'vitest';
import { mayDeleteLiftRecord } from './lift-history';

describe('mayDeleteLiftRecord', () => {
  it.each([
    ['the member, their own', { id: 7, roles: ['USER'] }, 7, true],
    ['another member', { id: 8, roles: ['USER'] }, 7, false],
    ['a trainer, a member’s', { id: 2, roles: ['USER', 'TRAINER'] }, 7, false],
    ['a trainer, their own', { id: 2, roles: ['USER', 'TRAINER'] }, 2, true],
    ['an admin, a member’s', { id: 1, roles: ['USER', 'ADMIN'] }, 7, true],
    ['a tester, a member’s', { id: 3, roles: ['USER', 'TESTER'] }, 7, false],
  ])('%s', (_, viewer, ownerId, allowed) => {
    expect(mayDeleteLiftRecord(viewer, ownerId)).toBe(allowed);
  });
});
