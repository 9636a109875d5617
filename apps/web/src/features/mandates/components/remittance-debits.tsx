import type { Remittance, RemittanceItem } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';

/** How many debits, how much, when they are collected, and whether the month went to the bank. */
export function Summary({
  remittance: r,
  money,
  noticeDays,
}: {
  remittance: Remittance;
  money: (v: number) => string;
  /** The creditor's days of notice before a debit; null before the creditor is filled in. */
  noticeDays: number | null;
}) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const date = (iso: string) => gym.format(iso, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <p className="text-2xl font-extrabold text-ink">
        {t('mandates.remittance.total', { count: r.transactions, amount: money(r.controlSum) })}
      </p>
      <p className="mt-1 text-gray-700">
        {t('mandates.remittance.collection_date', { date: date(`${r.collectionDate}T12:00:00Z`) })}
      </p>
      {!r.exported && noticeDays !== null && (
        <p className="mt-1 text-sm text-gray-700">
          {t('mandates.remittance.notice', {
            days: noticeDays,
            date: date(`${r.firstAllowedDate}T12:00:00Z`),
          })}
        </p>
      )}
      <p className="mt-2 text-sm">
        {r.exported ? (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-900">
            {t('mandates.remittance.exported_on', {
              date: date(r.exported.at),
              name: r.exported.by?.name ?? '—',
            })}
          </span>
        ) : (
          <span className="text-gray-700">{t('mandates.remittance.not_exported')}</span>
        )}
      </p>
    </div>
  );
}

/** Who is charged how much: cards on a phone, a sortable table on a desktop. */
export function DebitTable({ items, money }: { items: RemittanceItem[]; money: (v: number) => string }) {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  const gym = useGymTime();
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-15T12:00:00Z`));
  const fullName = (i: RemittanceItem) => `${i.name} ${i.surname}`;
  const columns: Column<RemittanceItem>[] = [
    {
      key: 'name',
      header: t('mandates.columns.member'),
      cell: fullName,
      sortValue: (i) => `${i.surname} ${i.name}`,
      inCard: false,
    },
    {
      key: 'plan',
      header: t('mandates.columns.plan'),
      cell: (i) => (
        <>
          {text.name(i.plan)}
          {i.pro && <span className="ml-1 text-gray-700">{t('mandates.remittance.pro')}</span>}
          {i.discount > 0 && (
            <span className="ml-1 text-gray-700">
              {t('mandates.remittance.discount', { discount: i.discount })}
            </span>
          )}
          {i.recollects && (
            <span className="ml-1 block text-sm font-semibold text-amber-900">
              {t('mandates.remittance.recollects', { month: monthName(i.recollects) })}
            </span>
          )}
        </>
      ),
      sortValue: (i) => text.name(i.plan),
    },
    {
      key: 'sequence',
      header: t('mandates.columns.sequence'),
      cell: (i) => t(`mandates.remittance.sequence.${i.sequenceType}`),
      sortValue: (i) => i.sequenceType,
    },
    {
      key: 'reference',
      header: t('mandates.columns.reference'),
      cell: (i) => <span className="font-mono">{i.reference}</span>,
    },
    {
      key: 'told',
      header: t('mandates.columns.told'),
      cell: (i) =>
        i.toldAt
          ? t('mandates.remittance.told_on', {
              date: gym.format(i.toldAt, {
                day: 'numeric',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
              }),
            })
          : t('mandates.remittance.not_told'),
      sortValue: (i) => i.toldAt ?? '',
    },
    {
      key: 'amount',
      header: t('mandates.columns.amount'),
      cell: (i) => <span className="font-semibold tabular-nums">{money(i.amount)}</span>,
      sortValue: (i) => i.amount,
      align: 'right',
    },
  ];
  return (
    <DataTable
      caption={t('mandates.remittance.caption')}
      rows={items}
      columns={columns}
      rowKey={(i) => `${i.userId}-${i.recollects ?? 'month'}`}
      cardTitle={fullName}
      emptyText={t('mandates.remittance.empty')}
    />
  );
}
