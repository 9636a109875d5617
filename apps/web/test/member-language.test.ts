import i18n from 'i18next';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { keepMemberLanguage } from '../src/app/member-language';
import { sessionStore } from '../src/lib/session';
import { server } from './msw-server';
import { member } from './render-app';

const session = (id: number) => ({
  token: 'token',
  refreshToken: null,
  expiresAt: Date.now() + 3_600_000,
  user: { ...member, id },
});

let stop: (() => void) | null = null;
afterEach(async () => {
  stop?.();
  sessionStore.end();
  await i18n.changeLanguage('es');
});

describe("the member's language on the server", () => {
  it('is told after signing in and on every switch, once per member and language, never signed out', async () => {
    const told: { language: string }[] = [];
    server.use(
      http.put('*/api/users/me/language', async ({ request }) => {
        told.push((await request.json()) as { language: string });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    stop = keepMemberLanguage();
    // Signed out: a switch tells nobody.
    await i18n.changeLanguage('ca');
    await i18n.changeLanguage('es');
    expect(told).toEqual([]);

    sessionStore.set(session(7));
    await expect.poll(() => told).toEqual([{ language: 'es' }]);
    await i18n.changeLanguage('ca');
    await expect.poll(() => told).toEqual([{ language: 'es' }, { language: 'ca' }]);
    // A renewed token (the same member, the same language) says nothing new.
    sessionStore.set(session(7));
    // Another member signing in on this device is told too.
    sessionStore.set(session(8));
    await expect.poll(() => told).toEqual([{ language: 'es' }, { language: 'ca' }, { language: 'ca' }]);
  });
});
