import { type MandateMember, type MandateState, maskIban } from '@boxbook/domain';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { YesNoDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { useMandateMembers, useRevokeMandate } from '../api/mandates';
import { MandateDialog } from './mandate-dialog';

const STATES: MandateState[] = ['ACTIVE', 'REVOKED', 'NONE'];
const badge: Record<MandateState, string> = {
  ACTIVE: 'bg-green-100 text-green-900',
  REVOKED: 'bg-gray-200 text-gray-800',
  NONE: 'bg-amber-100 text-amber-900',
};

export function MandateStateBadge({ state }: { state: MandateState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[state]}`}>
      {t(`mandates.state.${state}`)}
    </span>
  );
}

/** Members by name with their mandate, a page at a time; add, correct or revoke one from its row. */
export function MandateMembers({
  today,
  auditHref,
}: {
  today: string;
  auditHref: (userId: number) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [state, setState] = useState<MandateState | null>(null);
  const [page, setPage] = useState(0);
  const query = useMandateMembers({ name: useDeferredValue(name), state, page });
  const [editing, setEditing] = useState<MandateMember | null>(null);
  const [revoking, setRevoking] = useState<MandateMember | null>(null);
  const revoke = useRevokeMandate();
  const text = useContentText();
  const fullName = (m: MandateMember) => `${m.name} ${m.surname}`;

  const columns: Column<MandateMember>[] = [
    { key: 'name', header: t('mandates.columns.member'), cell: fullName, sortValue: fullName, inCard: false },
    {
      key: 'plan',
      header: t('mandates.columns.plan'),
      cell: (m) =>
        m.plan ? text.name(m.plan) : <span className="text-gray-600">{t('mandates.no_plan')}</span>,
      sortValue: (m) => (m.plan ? text.name(m.plan) : null),
    },
    {
      key: 'state',
      header: t('mandates.columns.state'),
      cell: (m) => <MandateStateBadge state={m.state} />,
      sortValue: (m) => m.state,
    },
    {
      key: 'account',
      header: t('mandates.columns.account'),
      cell: (m) => (m.mandate ? <span className="font-mono">{maskIban(m.mandate.iban)}</span> : '—'),
    },
    {
      key: 'reference',
      header: t('mandates.columns.reference'),
      cell: (m) => (m.mandate ? <span className="font-mono">{m.mandate.reference}</span> : '—'),
      sortValue: (m) => m.mandate?.reference ?? null,
    },
  ];

  return (
    <div>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-gray-700">
            {t('mandates.search')}
          </label>
          <input
            id={`${id}-name`}
            type="search"
            className={inputClass}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setPage(0);
            }}
          />
        </div>
        <div className="sm:w-56">
          <label htmlFor={`${id}-state`} className="block text-sm font-semibold text-gray-700">
            {t('mandates.filter_label')}
          </label>
          <select
            id={`${id}-state`}
            className={inputClass}
            value={state ?? ''}
            onChange={(e) => {
              setState((e.target.value || null) as MandateState | null);
              setPage(0);
            }}
          >
            <option value="">{t('mandates.filter.all')}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`mandates.filter.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={query}>
        {(data) => (
          <>
            <DataTable
              caption={t('mandates.members_caption')}
              rows={data.content}
              columns={columns}
              rowKey={(m) => m.id}
              cardTitle={fullName}
              emptyText={t('mandates.empty')}
              actions={(m) => (
                <>
                  <Button variant="secondary" className="px-4 py-1.5" onClick={() => setEditing(m)}>
                    {m.state === 'ACTIVE' ? t('mandates.edit') : t('mandates.add')}
                    <span className="sr-only"> {fullName(m)}</span>
                  </Button>
                  {m.state === 'ACTIVE' && (
                    <Button
                      variant="ghost"
                      className="px-4 py-1.5 text-red-800"
                      onClick={() => {
                        revoke.reset();
                        setRevoking(m);
                      }}
                    >
                      {t('mandates.revoke')}
                      <span className="sr-only"> {fullName(m)}</span>
                    </Button>
                  )}
                  {m.state !== 'NONE' && (
                    <Link
                      to={auditHref(m.id)}
                      className="inline-flex items-center px-2 py-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {t('mandates.history')}
                      <span className="sr-only"> {fullName(m)}</span>
                    </Link>
                  )}
                </>
              )}
            />
            <Pager page={data.number} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </QueryState>
      {editing && <MandateDialog member={editing} today={today} onClose={() => setEditing(null)} />}
      {revoking && (
        <YesNoDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          title={t('mandates.revoke_title', { name: fullName(revoking) })}
          message={t('mandates.revoke_message')}
          errorCode={errorCodeOf(revoke.error)}
          loading={revoke.isPending}
          onYes={() => revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        />
      )}
    </div>
  );
}
