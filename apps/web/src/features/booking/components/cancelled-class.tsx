import type { ClassView } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

/** The red "Cancelled" mark of a class that will not be held. */
export function CancelledBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-bold text-red-800">
      {t('book.cancelled')}
    </span>
  );
}

/** Why the class will not be held: the box called it off, or the box is closed that day. */
export function CancelReason({ item }: { item: Pick<ClassView, 'cancelReason'> }) {
  const { t } = useTranslation();
  return (
    <p className="mt-0.5 text-sm font-semibold text-red-800" data-testid="cancel-reason">
      {t(`book.cancel_reason.${item.cancelReason ?? 'STAFF'}`)}
    </p>
  );
}
