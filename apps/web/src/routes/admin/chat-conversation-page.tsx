import { idTextSchema } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { useChatMember } from '../../features/chat/api/chat-calls';
import { ChatThread } from '../../features/chat/components/chat-thread';

/** A member's conversation, answered by a trainer or an admin (/admin/chat/:userId). */
export function ChatConversationPage() {
  const { t } = useTranslation();
  const parsed = idTextSchema.safeParse(useParams().userId);
  if (!parsed.success) return <Navigate to={paths.adminChat} replace />;
  return <Conversation memberId={parsed.data} back={t('chat.back_inbox')} />;
}

function Conversation({ memberId, back }: { memberId: number; back: string }) {
  const member = useChatMember(memberId);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-6">
      <Link
        to={paths.adminChat}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
      >
        ‹ {back}
      </Link>
      <div className="mt-3 mb-4 flex items-center gap-3">
        {member.data && (
          <img
            src={member.data.image}
            alt=""
            width={44}
            height={44}
            className="size-11 rounded-full bg-gray-100 object-cover"
          />
        )}
        <h1 className="text-2xl font-extrabold text-ink">
          {member.data ? `${member.data.name} ${member.data.surname}` : '…'}
        </h1>
      </div>
      <ChatThread memberId={memberId} side="admin" />
    </div>
  );
}
