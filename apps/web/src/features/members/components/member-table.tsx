import type { User } from '@boxbook/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { StatusBadge } from './status-badge';

/** Members found by the admin search: cards on a phone, a sortable table on a desktop. */
export function MemberTable({ members, planOf }: { members: User[]; planOf: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const name = (u: User) => `${u.name} ${u.surname}`;
  const columns: Column<User>[] = [
    {
      key: 'name',
      header: t('members.fields.name'),
      cell: (u) => (
        <Link to={paths.adminMember(u.id)} className="font-semibold text-brand-700 underline">
          {name(u)}
        </Link>
      ),
      sortValue: name,
      inCard: false,
    },
    { key: 'cin', header: t('auth.fields.cin'), cell: (u) => u.cin, sortValue: (u) => u.cin },
    {
      key: 'status',
      header: t('members.fields.status'),
      cell: (u) => <StatusBadge status={u.status} />,
      sortValue: (u) => u.status,
    },
    {
      key: 'plan',
      header: t('members.fields.plan'),
      cell: (u) => planOf(u),
      sortValue: (u) => u.plan?.name ?? null,
    },
    {
      key: 'credits',
      header: t('members.fields.credits'),
      cell: (u) => t('members.credits.short', { activity: u.credits.activity, open: u.credits.open }),
      sortValue: (u) => u.credits.activity + u.credits.open,
    },
  ];
  return (
    <DataTable
      caption={t('members.title')}
      rows={members}
      columns={columns}
      rowKey={(u) => u.id}
      cardTitle={(u) => (
        <Link to={paths.adminMember(u.id)} className="text-brand-700 underline">
          {name(u)}
        </Link>
      )}
      emptyText={t('members.none')}
    />
  );
}
