import type { ContactInboxItem } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useMarkContactMessage } from '../api/contact-inbox';

function Status({ item }: { item: ContactInboxItem }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  if (!item.handled)
    return (
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        {t('contact_inbox.waiting')}
      </span>
    );
  return (
    <span className="text-sm text-gray-700">
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
        {t('contact_inbox.handled')}
      </span>{' '}
      {t('contact_inbox.handled_by', {
        name: item.handled.by?.name ?? t('contact_inbox.someone'),
        when: gym.format(item.handled.at, { dateStyle: 'short', timeStyle: 'short' }),
      })}
    </span>
  );
}

/** The contact form's messages: cards on a phone, a table on a desktop; each marked handled or not. */
export function ContactInbox({ items }: { items: readonly ContactInboxItem[] }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const mark = useMarkContactMessage();
  const columns: Column<ContactInboxItem>[] = [
    {
      key: 'date',
      header: t('contact_inbox.date'),
      cell: (m) => (
        <span className="whitespace-nowrap">
          {gym.format(m.createdAt, { dateStyle: 'short', timeStyle: 'short' })}
        </span>
      ),
      sortValue: (m) => m.createdAt,
    },
    {
      key: 'name',
      header: t('contact_inbox.name'),
      cell: (m) => m.name,
      sortValue: (m) => m.name,
      inCard: false,
    },
    {
      key: 'email',
      header: t('contact_inbox.email'),
      cell: (m) => (
        <a className="break-all font-semibold text-brand-700 underline" href={`mailto:${m.email}`}>
          {m.email}
        </a>
      ),
    },
    {
      key: 'message',
      header: t('contact_inbox.message'),
      cell: (m) => <p className="max-w-prose whitespace-pre-line break-words">{m.message}</p>,
    },
    {
      key: 'status',
      header: t('contact_inbox.status'),
      cell: (m) => <Status item={m} />,
      sortValue: (m) => m.handled !== null,
    },
  ];
  return (
    <>
      <FormError code={errorCodeOf(mark.error)} />
      <DataTable
        caption={t('contact_inbox.caption')}
        rows={items}
        columns={columns}
        rowKey={(m) => m.id}
        cardTitle={(m) => m.name}
        emptyText={t('contact_inbox.empty')}
        actions={(m) => (
          <Button
            variant={m.handled ? 'secondary' : 'primary'}
            className="whitespace-nowrap"
            disabled={mark.isPending && mark.variables?.id === m.id}
            aria-label={
              m.handled
                ? t('contact_inbox.mark_waiting_of', { name: m.name })
                : t('contact_inbox.mark_handled_of', { name: m.name })
            }
            onClick={() => mark.mutate({ id: m.id, handled: !m.handled })}
          >
            {m.handled ? t('contact_inbox.mark_waiting') : t('contact_inbox.mark_handled')}
          </Button>
        )}
      />
    </>
  );
}
