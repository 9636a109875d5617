import { useTranslation } from 'react-i18next';

/**
 * The box's cancellation limit (minutes, a setting) as a member would say it: "2 hours",
 * "90 minutes". The booking dialog, the FAQ and the legal notice all quote it.
 */
export function useCancelLimitText(minutes: number): string {
  const { t } = useTranslation();
  return minutes % 60 === 0
    ? t('book.penalty.limit_hours', { count: minutes / 60 })
    : t('book.penalty.limit_minutes', { count: minutes });
}
