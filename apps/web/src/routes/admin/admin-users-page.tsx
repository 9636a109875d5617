import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../components/ui/form-field';
import { Page, PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useMemberSearch } from '../../features/members/api/members';
import { MemberTable } from '../../features/members/components/member-table';
import { PlanName } from '../../features/plans/components/plan-name';

/** `/admin/users`: find a member by name (or DNI/NIE, e-mail), 50 a page; the search is in the URL. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const name = params.get('q') ?? '';
  const page = Math.max(0, Number(params.get('page')) || 0);
  const found = useMemberSearch(name.trim(), page);
  const go = (next: { q?: string; page?: number }) => {
    const q = next.q ?? name;
    const p = next.page ?? 0;
    setParams({ ...(q ? { q } : {}), ...(p ? { page: String(p) } : {}) }, { replace: true });
  };
  return (
    <Page>
      <AdminNav isAdmin />
      <PageTitle subtitle={t('members.subtitle')}>{t('members.title')}</PageTitle>
      <search className="mb-6 block max-w-xl">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-gray-700">
          {t('members.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className={inputClass}
          value={name}
          placeholder={t('members.search_placeholder')}
          onChange={(e) => go({ q: e.target.value })}
        />
      </search>
      <QueryState query={found}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-gray-600" aria-live="polite">
              {t('members.found', { count: data.totalElements })}
            </p>
            <MemberTable members={data.content} planOf={(u) => (u.plan ? <PlanName plan={u.plan} /> : '—')} />
            <Pager page={page} totalPages={data.totalPages} onPage={(p) => go({ page: p })} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
