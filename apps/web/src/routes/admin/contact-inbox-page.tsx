import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { AdminNav } from '../../features/class-admin/components/admin-nav';
import { useContactInbox } from '../../features/contact/api/contact-inbox';
import { ContactInbox } from '../../features/contact/components/contact-inbox';

const filterClass =
  'rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-gray-300 aria-pressed:bg-ink aria-pressed:text-white aria-pressed:ring-ink';

/** /admin/contact: the contact form's messages, the ones still to answer first (?all shows every one). */
export function ContactInboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const unhandled = params.get('all') === null;
  const page = Number(params.get('page') ?? 0) || 0;
  const inbox = useContactInbox({ unhandled, page });
  const go = (next: { unhandled: boolean; page: number }) =>
    setParams({ ...(next.unhandled ? {} : { all: '1' }), ...(next.page ? { page: String(next.page) } : {}) });

  return (
    <Page className="max-w-5xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('contact_inbox.subtitle')}>{t('contact_inbox.title')}</PageTitle>
      <fieldset className="mb-6 flex flex-wrap gap-2">
        <legend className="sr-only">{t('contact_inbox.filter')}</legend>
        <button
          type="button"
          className={filterClass}
          aria-pressed={unhandled}
          onClick={() => go({ unhandled: true, page: 0 })}
        >
          {t('contact_inbox.only_waiting')}
        </button>
        <button
          type="button"
          className={filterClass}
          aria-pressed={!unhandled}
          onClick={() => go({ unhandled: false, page: 0 })}
        >
          {t('contact_inbox.all')}
        </button>
      </fieldset>
      <QueryState query={inbox}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-gray-700">
              {t(unhandled ? 'contact_inbox.count_waiting' : 'contact_inbox.count_all', {
                count: data.totalElements,
              })}
            </p>
            <ContactInbox items={data.content} />
            <Pager
              page={data.number}
              totalPages={data.totalPages}
              onPage={(p) => go({ unhandled, page: p })}
            />
          </>
        )}
      </QueryState>
    </Page>
  );
}
