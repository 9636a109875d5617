import type { ReactNode } from 'react';

export function PageTitle({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{children}</h1>
      {subtitle && <p className="mt-2 max-w-2xl text-gray-600">{subtitle}</p>}
    </header>
  );
}

export function Page({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 ${className}`}>{children}</div>;
}
