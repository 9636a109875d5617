import { gymDateOf } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { chatKeys } from '../../../lib/query-keys';
import { useConversations } from '../api/chat-calls';
import { useChatLive } from '../api/use-chat-live';

/** The staff inbox: one line per member who wrote, the latest first, with what staff have not read. */
export function ConversationList({ linkTo }: { linkTo: (memberId: number) => string }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const conversations = useConversations();
  useChatLive('/chat/inbox', chatKeys.conversations);
  if (conversations.isPending) return <Spinner className="w-full py-10" />;
  if (conversations.isError)
    return (
      <p role="alert" className="text-red-700">
        {t(`error.${errorCodeOf(conversations.error)}`)}
      </p>
    );
  const list = conversations.data.pages.flatMap((page) => page.conversations);
  if (list.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-gray-600 ring-1 ring-gray-200">
        {t('chat.inbox_empty')}
      </p>
    );
  const today = gym.today();
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200">
        {list.map(({ user, lastMessage, unread }) => {
          const sameDay = gymDateOf(new Date(lastMessage.when), gym.timeZone) === today;
          return (
            <li key={user.id}>
              <Link to={linkTo(user.id)} className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50">
                <img
                  src={user.image}
                  alt=""
                  width={44}
                  height={44}
                  className="size-11 shrink-0 rounded-full bg-gray-100 object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate text-ink ${unread > 0 ? 'font-extrabold' : 'font-semibold'}`}>
                      {user.name} {user.surname}
                    </span>
                    <span className="shrink-0 text-xs text-gray-500">
                      {sameDay
                        ? gym.time(lastMessage.when)
                        : gym.format(lastMessage.when, { day: 'numeric', month: 'short' })}
                    </span>
                  </span>
                  <span className="mt-0.5 flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-gray-600">
                      {lastMessage.from === 'admin' && `${t('chat.you_staff')}: `}
                      {lastMessage.content}
                    </span>
                    {unread > 0 && (
                      <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                        <span className="sr-only">{t('chat.unread', { count: unread })}</span>
                        <span aria-hidden="true">{unread}</span>
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {conversations.hasNextPage && (
        <Button
          variant="ghost"
          className="w-full text-brand-700"
          disabled={conversations.isFetchingNextPage}
          onClick={() => void conversations.fetchNextPage()}
        >
          {conversations.isFetchingNextPage ? t('common.loading') : t('chat.older_conversations')}
        </Button>
      )}
    </div>
  );
}
