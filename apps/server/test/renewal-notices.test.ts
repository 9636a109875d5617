import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/infra/db/schema';
import { addMember, type Box, type Member, seedBox } from './booking-support';
import { CARDS, paymentsApi } from './payments-support';
import { PushServiceStub } from './push-service-stub';
import { deliver, subscribeDevice } from './push-support';
import { createTestApp, fixedClock, type TestApp } from './test-app';

// Cards are saved in November; the renewal runs on Tuesday 1 December 2026 at 10:00 in Madrid.
const clock = fixedClock('2026-11-20T09:00:00Z');
let t: TestApp;
let box: Box;
let stub: PushServiceStub;

beforeAll(async () => {
  t = await createTestApp({ clock });
  box = await seedBox(t);
  stub = new PushServiceStub();
  await stub.start();
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

/** The mail sent to a member, read from the outbox. */
async function mailTo(member: Member) {
  const [user] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
  return t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, user?.email ?? ''));
}

describe('a failed renewal tells the member what happened', () => {
  it('by push in the language of their phone, by mail in words instead of a code, and the admins by mail', async () => {
    const admin = await addMember(t, { roles: ['USER', 'ADMIN'] });
    const declined = await addMember(t, { planId: box.plans.twoDays });
    await paymentsApi(t).addCard(declined, CARDS.declined);
    await subscribeDevice(t.app, declined, stub.device('declined-phone'), 'ca');
    const noCard = await addMember(t, { planId: box.plans.unlimited });
    await subscribeDevice(t.app, noCard, stub.device('nocard-phone'), 'es');

    clock.set('2026-12-01T09:00:00Z');
    expect(await t.app.renewals.run()).toMatchObject({ failed: 2 });
    await deliver(t.app);

    expect(stub.to('declined-phone').map((push) => push.payload)).toEqual([
      {
        kind: 'renewal_failed',
        title: "No s'ha pogut renovar la tarifa",
        body: 'Revisa la targeta a Configuració perquè no et quedis sense classes.',
        url: '/config/your-payments',
        tag: 'renewal_failed',
      },
    ]);
    expect(stub.to('nocard-phone').map((push) => push.payload.title)).toEqual([
      'No se ha podido renovar la tarifa',
    ]);

    const [declinedMail] = await mailTo(declined);
    expect(declinedMail?.text).toContain(
      'No hem pogut cobrar la tarifa 2 días corresponent a desembre del 2026: el banc ha rebutjat la targeta.',
    );
    expect(declinedMail?.text).toContain(
      'No hemos podido cobrar la tarifa 2 días correspondiente a diciembre de 2026: el banco ha rechazado la tarjeta.',
    );
    expect(declinedMail?.text).not.toContain('card_declined');
    const [noCardMail] = await mailTo(noCard);
    expect(noCardMail?.text).toContain(
      "Ilimitado corresponent a desembre del 2026: no tens cap targeta desada a l'app.",
    );
    expect(noCardMail?.text).toContain('no tienes ninguna tarjeta guardada en la app.');
    expect(noCardMail?.text).not.toContain('no_card');

    const adminMail = (await mailTo(admin)).map((mail) => mail.text);
    expect(adminMail).toHaveLength(2);
    expect(adminMail).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'el banc ha rebutjat la targeta · el banco ha rechazado la tarjeta (card_declined)',
        ),
        expect.stringContaining(
          "no tens cap targeta desada a l'app · no tienes ninguna tarjeta guardada en la app (no_card)",
        ),
      ]),
    );
  });
});
