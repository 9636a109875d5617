import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/form-field';
import { Page, PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useAuditPage } from '../../features/audit/api/audit';
import { AuditEntries } from '../../features/audit/components/audit-entries';

const wholeNumber = (text: string | null) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** /admin/audit: who changed money, credits, roles or status, when, and what; a member's with ?userId=. */
export function AuditPage() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const userId = wholeNumber(params.get('userId'));
  const page = Number(params.get('page') ?? 0) || 0;
  const audit = useAuditPage(userId, page);
  const go = (next: { userId?: number | null; page?: number }) => {
    const u = next.userId === undefined ? userId : next.userId;
    const p = next.page ?? 0;
    setParams({ ...(u ? { userId: String(u) } : {}), ...(p ? { page: String(p) } : {}) });
  };
  const filter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go({ userId: wholeNumber(String(new FormData(e.currentTarget).get('userId') ?? '').trim()) });
  };

  return (
    <Page className="max-w-3xl">
      <Link to={paths.mandates} className="text-sm font-semibold text-brand-700">
        ‹ {t('mandates.title')}
      </Link>
      <PageTitle subtitle={t('audit.subtitle')}>{t('audit.title')}</PageTitle>
      <form onSubmit={filter} className="mb-6 flex flex-wrap items-end gap-3" key={userId ?? 'all'}>
        <div>
          <label htmlFor={`${id}-user`} className="block text-sm font-semibold text-gray-700">
            {t('audit.filter_label')}
          </label>
          <input
            id={`${id}-user`}
            name="userId"
            inputMode="numeric"
            pattern="[0-9]*"
            className={`${inputClass} w-40`}
            defaultValue={userId ?? ''}
          />
        </div>
        <Button type="submit">{t('audit.show')}</Button>
        {userId !== null && (
          <Button variant="secondary" onClick={() => go({ userId: null })}>
            {t('audit.clear')}
          </Button>
        )}
      </form>
      <h2 className="mb-3 text-lg font-bold text-ink">
        {userId === null ? t('audit.all') : t('audit.member', { id: userId })}
      </h2>
      <QueryState query={audit} isEmpty={(p) => p.content.length === 0} emptyText={t('audit.empty')}>
        {(data) => (
          <>
            <AuditEntries entries={data.content} memberHref={(u) => paths.audit(u)} />
            <Pager page={data.number} totalPages={data.totalPages} onPage={(p) => go({ page: p })} />
          </>
        )}
      </QueryState>
    </Page>
  );
}
