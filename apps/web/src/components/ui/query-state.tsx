import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/error-code';
import { Spinner } from './spinner';

/** The loader, the translated failure and the empty state every list owes its users. */
export function QueryState<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  /** `isPaused`: TanStack Query holds the fetch until the network returns (nothing was kept). */
  query: { data: T | undefined; error: unknown; isPending: boolean; isPaused?: boolean };
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending && query.isPaused)
    return (
      <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('pwa.needs_connection')}
      </p>
    );
  if (query.isPending) return <Spinner className="w-full py-10" />;
  if (query.error || query.data === undefined) {
    const code = errorCodeOf(query.error) ?? 'network';
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t(`error.${code}`, { defaultValue: t('error.unknown') })}
      </p>
    );
  }
  if (isEmpty?.(query.data))
    return <p className="py-10 text-center text-gray-500">{emptyText ?? t('common.empty')}</p>;
  return <>{children(query.data)}</>;
}
