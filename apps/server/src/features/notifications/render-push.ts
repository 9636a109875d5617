import type { PushPayload } from '@boxbook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import {
  activities,
  chatMessages,
  classes,
  classUsers,
  scoreComments,
  scores,
  users,
  wods,
} from '../../infra/db/schema';
import type { OutgoingPush, RenderPush } from '../../infra/push/push-sender';
import { classWhen, fill, PUSH_TEXTS, preview, REFUND_TO } from './push-texts';

const CLASS_KINDS = new Set([
  'promoted',
  'place_free',
  'class_cancelled',
  'standing_not_taken',
  'reminder',
  'draw_in',
  'draw_not_in',
]);
/** Pushes about money the member can act on in their payments screen. */
const PAYMENT_KINDS = new Set(['renewal_failed', 'refunded', 'sepa_prenotice', 'sepa_returned']);

/**
 * Writes a push when it leaves, from the state of things then, in the device's language. A push
 * that is no longer true is dropped: a free place once the class has started, a reminder of a
 * class the member left. `history` words what a member was told for their notifications list:
 * nothing is dropped for having happened since, only what no longer exists (a deleted class).
 */
export function createPushRenderer(
  db: Db,
  timeZone: string,
  options: { history?: boolean } = {},
): RenderPush {
  async function classPush(push: OutgoingPush, now: Date): Promise<PushPayload | null> {
    const classId = Number(push.params.classId);
    const [row] = await db
      .select({ cls: classes, activity: activities })
      .from(classes)
      .innerJoin(activities, eq(activities.id, classes.activityId))
      .where(eq(classes.id, classId));
    if (!row) return null;
    const { cls, activity } = row;
    if (!options.history && (push.kind === 'place_free' || push.kind === 'reminder')) {
      if (now >= cls.startsAt || cls.cancelledAt) return null;
      const [entry] = await db
        .select({ status: classUsers.status })
        .from(classUsers)
        .where(and(eq(classUsers.classId, classId), eq(classUsers.userId, push.userId)));
      if (entry?.status !== (push.kind === 'reminder' ? 'IN' : 'WAIT')) return null;
    }
    const name = push.language === 'ca' ? activity.nameCa : activity.nameEs;
    const text = PUSH_TEXTS[push.kind][push.language];
    const values = { class: `${name}, ${classWhen(cls.startsAt, push.language, timeZone)}` };
    return {
      kind: push.kind,
      title: fill(text.title, values),
      body: fill(text.body, values),
      url: `/book/${encodeURIComponent(activity.key)}/${cls.date}`,
      tag: push.topic ?? `class-${classId}`,
    };
  }

  async function chatPush(push: OutgoingPush): Promise<PushPayload | null> {
    const [row] = await db
      .select({ message: chatMessages, member: users })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(eq(chatMessages.id, Number(push.params.messageId)));
    if (!row) return null;
    const { message, member } = row;
    const [author] = message.authorId
      ? await db.select({ name: users.name }).from(users).where(eq(users.id, message.authorId))
      : [];
    const text = PUSH_TEXTS[push.kind][push.language];
    const values = {
      member: `${member.name} ${member.surname}`,
      author: author?.name ?? 'Boxbook',
      message: preview(message.content),
    };
    return {
      kind: push.kind,
      title: fill(text.title, values),
      body: fill(text.body, values),
      url: push.kind === 'chat_answer' ? '/config/chat' : `/admin/chat/${member.id}`,
      tag: push.topic ?? `chat-${member.id}`,
    };
  }

  /** A fist bump or a comment on the member's score: who, and the whiteboard of its day. */
  async function reactionPush(push: OutgoingPush): Promise<PushPayload | null> {
    const [score] = await db
      .select({ when: wods.when })
      .from(scores)
      .innerJoin(wods, eq(wods.id, scores.wodId))
      .where(eq(scores.id, Number(push.params.scoreId)));
    const [comment] =
      push.kind === 'score_comment'
        ? await db
            .select({ body: scoreComments.body })
            .from(scoreComments)
            .where(eq(scoreComments.id, Number(push.params.commentId)))
        : [];
    // A score deleted, or a comment staff removed, tells nothing any more.
    if (!score || (push.kind === 'score_comment' && !comment)) return null;
    const [author] = await db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, Number(push.params.byUserId)));
    const date = String(score.when).slice(0, 10);
    const text = PUSH_TEXTS[push.kind][push.language];
    const values = {
      member: author?.name ?? 'Boxbook',
      date: shortDate(date, push.language),
      message: comment?.body ?? '',
    };
    return {
      kind: push.kind,
      title: fill(text.title, values),
      body: fill(text.body, values),
      url: `/whiteboard/${date}`,
      tag: push.topic ?? `score-${push.params.scoreId}`,
    };
  }

  /** A date of the push (YYYY-MM-DD) as the member reads it: 02/12/2026. */
  const shortDate = (date: string, language: 'ca' | 'es') =>
    new Intl.DateTimeFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));

  /** A refund's amount in the device's language (the push carries cents, never text). */
  const euros = (cents: number, language: 'ca' | 'es') =>
    new Intl.NumberFormat(language === 'ca' ? 'ca-ES' : 'es-ES', {
      style: 'currency',
      currency: 'EUR',
    }).format(cents / 100);

  return async (push, now) => {
    if (CLASS_KINDS.has(push.kind)) return classPush(push, now);
    if (push.kind === 'chat_answer' || push.kind === 'chat_message') return chatPush(push);
    if (push.kind === 'score_bump' || push.kind === 'score_comment') return reactionPush(push);
    const text = PUSH_TEXTS[push.kind][push.language];
    const values = {
      message: String(push.params.message ?? ''),
      amount:
        typeof push.params.amountCents === 'number' ? euros(push.params.amountCents, push.language) : '',
      date: typeof push.params.date === 'string' ? shortDate(push.params.date, push.language) : '',
      mandate: String(push.params.mandate ?? ''),
      creditor: String(push.params.creditor ?? ''),
      concept: String(push.params[push.language === 'ca' ? 'conceptCa' : 'conceptEs'] ?? ''),
      // Pushes queued before they named the way a payment was made keep the card's old words.
      to: REFUND_TO[push.language][push.params.paidWith === 'bizum' ? 'bizum' : 'card'],
    };
    return {
      kind: push.kind,
      title: fill(text.title, values),
      body: fill(text.body, values),
      url: PAYMENT_KINDS.has(push.kind) ? '/config/your-payments' : '/profile',
      tag: push.topic ?? push.kind,
    };
  };
}
