import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ConversationList } from '../../features/chat/components/conversation-list';

/** The staff's chat inbox (/admin/chat): one conversation per member, unread ones in bold. */
export function ChatInboxPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6">
      <Link to={paths.admin} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        ‹ {t('admin.title')}
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-extrabold text-ink">{t('chat.inbox_title')}</h1>
      <ConversationList linkTo={paths.adminChatWith} />
    </div>
  );
}
