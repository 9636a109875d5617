import type { Coach } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

/** "With Marc": who coaches the class, by first name; nothing when no coach is named. */
export function ClassCoach({ coach, className = '' }: { coach: Coach; className?: string }) {
  const { t } = useTranslation();
  if (!coach) return null;
  return (
    <p className={`text-sm font-medium text-gray-700 ${className}`}>
      {t('coach.with', { name: coach.name })}
    </p>
  );
}
