import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { useMarkRead, useNotificationList } from '../features/notifications/api/notification-list';
import { NotificationItems } from '../features/notifications/components/notification-items';
import { useCurrentUser } from '../lib/session';

/**
 * `/notifications`: what the member was told, newest first. Opening the list marks the unread ones
 * it shows read (once per visit), and the bell's count follows; "mark all read" marks every one.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const list = useNotificationList(user.id);
  const markRead = useMarkRead(user.id);
  const marked = useRef(false);
  const unreadIds = (list.data?.items ?? []).filter((item) => !item.read).map((item) => item.id);
  useEffect(() => {
    if (marked.current || unreadIds.length === 0) return;
    marked.current = true;
    markRead.mutate(unreadIds);
  }, [unreadIds, markRead]);
  return (
    <Page>
      <PageTitle subtitle={t('notifications.subtitle')}>{t('notifications.title')}</PageTitle>
      <div className="mb-4 flex justify-end">
        <Button
          variant="secondary"
          onClick={() => markRead.mutate(undefined)}
          disabled={list.data?.unread === 0}
        >
          {t('notifications.mark_all')}
        </Button>
      </div>
      <QueryState query={list}>{(data) => <NotificationItems items={data.items} />}</QueryState>
    </Page>
  );
}
