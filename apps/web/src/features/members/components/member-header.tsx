import type { User } from '@boxbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { StatusBadge } from './status-badge';

/**
 * Who the member is at a glance: picture, name, status, plan (read-only here) and credits, with
 * the way to their audit entries. `plan` is the plan's name in the screen's language.
 */
export function MemberHeader({ user, plan }: { user: User; plan: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="mb-6 flex flex-wrap items-center gap-4">
      <img
        src={user.image}
        alt=""
        width={64}
        height={64}
        className="size-16 rounded-full bg-gray-100 object-cover"
      />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-extrabold break-words text-ink">
          {user.name} {user.surname}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <span data-testid="member-status">
            <StatusBadge status={user.status} />
          </span>
          <span>{user.plan ? plan : t('config.no_plan')}</span>
          {user.pro && (
            <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-white">PRO</span>
          )}
          <span data-testid="member-credits">
            {t('members.credits.short', { activity: user.credits.activity, open: user.credits.open })}
          </span>
        </p>
      </div>
      <Link
        to={paths.audit(user.id)}
        className="basis-full text-sm font-semibold text-brand-700 underline sm:basis-auto"
      >
        {t('members.audit_link')}
      </Link>
    </header>
  );
}
