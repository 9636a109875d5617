import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/**
 * Config sub-screens have no site header (see docs/product.md, Layout): a back link to the config
 * home instead.
 */
export function ConfigFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:px-6">
      <Link to={paths.config} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        ‹ {t('common.back')}
      </Link>
      <h1 className="mt-3 mb-6 text-2xl font-extrabold text-ink">{title}</h1>
      {children}
    </div>
  );
}
