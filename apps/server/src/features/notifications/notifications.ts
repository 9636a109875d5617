import type { FastifyInstance } from 'fastify';
import { createPushSender, type PushSender, type RenderPush } from '../../infra/push/push-sender';
import { loadVapidKeys, type VapidKeys } from '../../infra/push/vapid-keys';
import { queueDueReminders } from './class-reminders';
import { pruneNotifications } from './notification-list';
import { createPushRenderer } from './render-push';

export interface Push {
  keys: VapidKeys;
  sender: PushSender;
  /** Queues the class reminders due now (the job runs it every minute). */
  remindNow(): Promise<number>;
  /** Words a stored notification for the member's list (render-push.ts in its history mode). */
  renderHistory: RenderPush;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push: the VAPID keys, the outbox's sender and the reminder job (features/notifications). */
    push: Push;
  }
}

const REMINDER_TICK_MS = 60_000;

/**
 * Web Push for the whole app: every process sends the outbox (woken by the `push` event a commit
 * that queued pushes sends, and every few seconds for retries) and looks for due reminders each
 * minute; push_reminders keeps a reminder to one process.
 */
export async function registerNotifications(app: FastifyInstance): Promise<void> {
  const log = app.log.child({ module: 'push' });
  const keys = await loadVapidKeys(app.db, {
    publicKey: app.env.VAPID_PUBLIC_KEY,
    privateKey: app.env.VAPID_PRIVATE_KEY,
    subject: app.env.VAPID_SUBJECT ?? `mailto:${app.env.GYM_EMAIL}`,
  });
  const sender = createPushSender({
    db: app.db,
    clock: app.clock,
    keys,
    render: createPushRenderer(app.db, app.env.GYM_TIMEZONE),
    log,
  });
  const remindNow = () => queueDueReminders(app.db, app.clock.now());
  const renderHistory = createPushRenderer(app.db, app.env.GYM_TIMEZONE, { history: true });
  app.decorate('push', { keys, sender, remindNow, renderHistory });
  app.realtime.watch('push', () => void sender.flush());

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    // Tests move the clock by hand and run both themselves; the commit's wake-up still sends.
    if (app.env.NODE_ENV === 'test') return;
    sender.start();
    let lastPrune = 0;
    timer = setInterval(() => {
      remindNow().catch((error: unknown) => log.error({ err: error }, 'class reminders failed'));
      // The notifications list keeps NOTIFICATIONS_KEPT_DAYS: older rows go once an hour.
      const now = app.clock.now();
      if (now.getTime() - lastPrune < 3_600_000) return;
      lastPrune = now.getTime();
      pruneNotifications(app.db, now).catch((error: unknown) =>
        log.error({ err: error }, 'notifications prune failed'),
      );
    }, REMINDER_TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await sender.stop();
  });
}
