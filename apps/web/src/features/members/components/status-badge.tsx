import type { UserStatus } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

const styles: Record<UserStatus, string> = {
  ACTIVE: 'bg-green-100 text-green-800',
  MAINTENANCE: 'bg-amber-100 text-amber-900',
  INACTIVE: 'bg-gray-200 text-gray-800',
};

export function StatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${styles[status]}`}>
      {t(`members.status.${status}`)}
    </span>
  );
}
