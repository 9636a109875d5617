import { describe, expect, it } from 'vitest';
import { type User, userFlags } from './user';

const base: User = {
  id: 1,
  status: 'ACTIVE',
  discount: 0,
  cin: '12345678Z',
  name: 'Maria Teresa',
  surname: 'Puig i Soler',
  email: 'mt@example.com',
  phone: '',
  createdAt: '2026-01-01T00:00:00Z',
  credits: { activity: 0, open: 0 },
  image: '/img/placeholder-avatar.svg',
  observations: '',
  pro: false,
  roles: ['USER'],
  birth: null,
  sex: null,
  plan: null,
};

describe('userFlags', () => {
  it('builds the short name from the first name and first surname', () => {
    expect(userFlags(base, 'games').shortName).toBe('Maria Puig');
  });

  it.each([
    ['a pro user', { pro: true }, true],
    ['a user on the top plan', { plan: { id: 1, key: 'games', name: 'Games' } }, true],
    ['an admin', { roles: ['USER', 'ADMIN'] as User['roles'] }, true],
    ['a user on another plan', { plan: { id: 2, key: 'two_days', name: '2 días' } }, false],
  ])('shows Pro for %s: %s', (_, change, isPro) => {
    expect(userFlags({ ...base, ...change }, 'games').isPro).toBe(isPro);
  });

  it('tells maintenance and plan apart', () => {
    const flags = userFlags(
      { ...base, status: 'MAINTENANCE', plan: { id: 2, key: 'x', name: 'X' } },
      'games',
    );
    expect(flags).toMatchObject({ isMaintenance: true, isActive: false, hasPlan: true });
  });
});
