import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../config/paths';

/** The frame of the sign-in screens: no header (see docs/product.md, Layout), the logo leads home. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-start justify-center bg-gradient-to-b from-ink to-gray-800 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md">
        <Link to={paths.home} className="mb-6 inline-block text-white" aria-label={t('header.logo')}>
          <Logo />
        </Link>
        <section className="rounded-3xl bg-white p-6 shadow-xl sm:p-8">
          <h1 className="text-2xl font-extrabold text-ink">{title}</h1>
          {subtitle && <p className="mt-1 text-gray-600">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </div>
  );
}
