/**
 * Who may delete a lift record (a personal best included): the member whose history it is, or an
 * admin (abuse, corrections). A trainer may not, though they may log a lift for a member
 * (docs/decisions.md, "A week at the box").
 */
export const mayDeleteLiftRecord = (viewer: { id: number; roles: readonly string[] }, ownerId: number) =>
  viewer.id === ownerId || viewer.roles.includes('ADMIN');
