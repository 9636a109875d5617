import type { Card } from '@boxbook/domain';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inTransaction } from '../../infra/db/in-transaction';
import { type CardRow, cards, type UserRow, users } from '../../infra/db/schema';
import { AppError, notFound } from '../../infra/http/app-error';
import { mailAddressOf } from '../users/mail-address';
import type { PaymentGateway } from './payment-gateway';
import { asAppError } from './provider-errors';

export const toCard = (row: CardRow): Card => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  defaultPaymentMethod: row.isDefault,
});

/** The member's customer at the provider, made (and stored) on first need: a SetupIntent's. */
export async function ensureCustomer(db: Db, gateway: PaymentGateway, userId: number): Promise<string> {
  const user = await userOf(db, userId);
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const created = await newCustomer(db, gateway, user);
  // Two first cards at once: the first customer stored is the member's.
  const [claimed] = await db
    .update(users)
    .set({ paymentCustomerId: created })
    .where(and(eq(users.id, userId), isNull(users.paymentCustomerId)))
    .returning({ id: users.paymentCustomerId });
  if (claimed?.id) return claimed.id;
  const [stored] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, userId));
  return stored?.id ?? created;
}

async function userOf(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return user;
}

/** A customer made at the provider for the member, not stored yet. */
async function newCustomer(db: Db, gateway: PaymentGateway, user: UserRow): Promise<string> {
  return gateway.provider
    .createCustomer({
      userId: user.id,
      email: await mailAddressOf(db, user),
      name: `${user.name} ${user.surname}`,
    })
    .catch(asAppError);
}

/** The member's cards, the default first, then the newest. */
export async function listCards(db: Db, userId: number): Promise<Card[]> {
  const rows = await db
    .select()
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(desc(cards.isDefault), desc(cards.createdAt), desc(cards.id));
  return rows.map(toCard);
}

export async function findCard(
  db: Db,
  { userId, cardId }: { userId: number; cardId: string },
): Promise<Card> {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
  // Another member's card is as unknown as a card that does not exist.
  if (!row) throw notFound('Card');
  return toCard(row);
}

/**
 * Saves a card the browser created at the provider (`pmId`). The first card is the default;
 * a card added later becomes the default too, as the one the member just chose (see
 * docs/product.md, Payments and receipts). The same card number saved again (the same fingerprint)
 * replaces the card saved before, so a member never holds one card twice and keeps the expiry they
 * entered last (docs/decisions.md).
 */
export async function addCard(
  db: Db,
  gateway: PaymentGateway,
  { userId, pmId }: { userId: number; pmId: string },
): Promise<Card> {
  // A customer made for a first card is stored with the card, so a refused card (a payment method
  // that does not exist, say) leaves the member as they were.
  const user = await userOf(db, userId);
  const stored = user.paymentCustomerId;
  const customerId = stored ?? (await newCustomer(db, gateway, user));
  const details = await gateway.provider.attachCard({ customerId, paymentMethodId: pmId }).catch(asAppError);
  const { card, replaced } = await inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({ customerId: users.paymentCustomerId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!stored && locked?.customerId && locked.customerId !== customerId)
      // Another first card was saved meanwhile, with a customer of its own: this card is not theirs.
      throw new AppError('invalid_card', 'Another card was saved at the same time', { field: 'pmId' });
    if (!stored) await tx.update(users).set({ paymentCustomerId: customerId }).where(eq(users.id, userId));
    const [existing] = await tx.select().from(cards).where(eq(cards.id, details.id));
    if (existing && existing.userId !== userId)
      throw new AppError('invalid_card', 'Not your card', { field: 'pmId' });
    const replaced = details.fingerprint
      ? await tx
          .delete(cards)
          .where(
            and(
              eq(cards.userId, userId),
              eq(cards.fingerprint, details.fingerprint),
              ne(cards.id, details.id),
            ),
          )
          .returning({ id: cards.id })
      : [];
    await tx
      .update(cards)
      .set({ isDefault: false })
      .where(and(eq(cards.userId, userId), ne(cards.id, details.id)));
    const [row] = await tx
      .insert(cards)
      .values({ ...details, userId, isDefault: true })
      .onConflictDoUpdate({ target: cards.id, set: { isDefault: true } })
      .returning();
    if (!row) throw new Error('card not stored');
    return { card: toCard(row), replaced };
  });
  // The replaced payment methods are gone for us; one left attached at the provider is harmless.
  await Promise.all(replaced.map(({ id }) => gateway.provider.detachCard(id).catch(() => undefined)));
  return card;
}

/** Makes one of the member's cards the one renewals and credit purchases charge. */
export async function setDefaultCard(db: Db, { userId, cardId }: { userId: number; cardId: string }) {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [card] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
    // Another member's card is as unknown as a card that does not exist.
    if (!card) throw notFound('Card');
    await tx
      .update(cards)
      .set({ isDefault: false })
      .where(and(eq(cards.userId, userId), ne(cards.id, cardId)));
    const [row] = await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, cardId)).returning();
    if (!row) throw notFound('Card');
    return toCard(row);
  });
}

/** Removes one of the member's cards; if it was the default, the newest other card takes its place. */
export async function removeCard(
  db: Db,
  gateway: PaymentGateway,
  { userId, cardId }: { userId: number; cardId: string },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [gone] = await tx
      .delete(cards)
      .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
      .returning();
    if (!gone) throw notFound('Card');
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(eq(cards.userId, userId))
      .orderBy(desc(cards.createdAt), desc(cards.id))
      .limit(1);
    if (next) await tx.update(cards).set({ isDefault: true }).where(eq(cards.id, next.id));
  });
  // The card is gone for us whatever the provider answers; a card left attached there is harmless.
  await gateway.provider.detachCard(cardId).catch(() => undefined);
}
