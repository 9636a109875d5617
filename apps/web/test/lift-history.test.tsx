import type { Movement, MovementRecord, User } from '@boxbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 8_000 };
const trainer: User = { ...member, id: 2, name: 'Pau', roles: ['USER', 'TRAINER'] };
const admin: User = { ...member, id: 1, name: 'Marta', roles: ['USER', 'ADMIN'] };
const backSquat: Movement = {
  id: 1,
  name: 'Back Squat',
  abbreviation: 'BS',
  unit: 'kg',
  hasRm: true,
  enabled: true,
};
const recordsOf = (owner: number): MovementRecord[] => [
  { id: 1, user: owner, movement: backSquat, when: '2026-11-16', value: 100, rm: true },
  { id: 2, user: owner, movement: backSquat, when: '2026-11-19', value: 90, rm: false },
];

/** The delete buttons of the Back Squat dialog, as `viewer` looking at `owner`'s records. */
async function deleteButtons(viewer: User, owner: number) {
  server.use(
    http.get('*/api/movements', () => HttpResponse.json([backSquat])),
    http.get('*/api/movementRecords', () => HttpResponse.json(recordsOf(owner))),
  );
  renderApp('/config/your-movements', viewer);
  await userEvent.click(await screen.findByRole('button', { name: /Back Squat/ }, LOADED));
  const dialog = await screen.findByRole('dialog', { name: 'Back Squat' });
  return within(dialog).queryAllByRole('button', { name: /^Borrar la marca/ });
}

describe('deleting lift records', { timeout: 20_000 }, () => {
  it('is not offered to a trainer on a member’s history', async () => {
    expect(await deleteButtons(trainer, member.id)).toHaveLength(0);
  });

  it('is offered to anyone on their own history, a trainer included', async () => {
    expect(await deleteButtons(trainer, trainer.id)).toHaveLength(2);
  });

  it('is offered to an admin on a member’s history', async () => {
    expect(await deleteButtons(admin, member.id)).toHaveLength(2);
  });
});
