import { useTranslation } from 'react-i18next';

export function Spinner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span className="size-6 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" />
      <span className="sr-only">{t('common.loading')}</span>
    </span>
  );
}
