import { useTranslation } from 'react-i18next';
import { ChatThread } from '../../features/chat/components/chat-thread';
import { useCurrentUser } from '../../lib/session';
import { ConfigFrame } from './config-frame';

/** The member's chat with the box's staff (/config/chat). */
export function ChatPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <ConfigFrame title={t('chat.title')}>
      <p className="-mt-3 mb-4 text-sm text-gray-600">{t('chat.intro')}</p>
      <ChatThread memberId={user.id} side="user" />
    </ConfigFrame>
  );
}
