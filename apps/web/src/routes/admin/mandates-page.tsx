import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { useCreditor } from '../../features/mandates/api/mandates';
import { CreditorForm } from '../../features/mandates/components/creditor-form';
import { MandateMembers } from '../../features/mandates/components/mandate-members';
import { RemittancePanel } from '../../features/mandates/components/remittance-panel';
import { ReturnsPanel } from '../../features/mandates/components/returns-panel';
import { useGymTime } from '../../lib/gym-time';

const TABS = ['members', 'remittance', 'returns', 'creditor'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/mandatos: members' SEPA mandates, each month's remittance, the bank's files of returned
 * debits, and the box as creditor with its SEPA settings.
 */
export function MandatesPage() {
  const { t } = useTranslation();
  const today = useGymTime().today();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((x) => x === asked) ?? 'members';
  const show = (next: string) => setParams(next === 'members' ? {} : { tab: next }, { replace: true });
  const creditor = useCreditor();
  const trigger =
    'shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 ' +
    'focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=active]:bg-ink data-[state=active]:text-white';

  return (
    <Page>
      <Link to={paths.admin} className="text-sm font-semibold text-brand-700">
        ‹ {t('admin.title')}
      </Link>
      <PageTitle subtitle={t('mandates.subtitle')}>{t('mandates.title')}</PageTitle>
      <p className="-mt-3 mb-6">
        <Link
          to={paths.audit()}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('mandates.audit_link')} ›
        </Link>
      </p>
      <Tabs.Root value={tab} onValueChange={show}>
        <Tabs.List
          aria-label={t('mandates.title')}
          className="scrollbar-none -mx-4 mb-6 flex gap-2 overflow-x-auto px-4"
        >
          {TABS.map((x) => (
            <Tabs.Trigger key={x} value={x} className={trigger}>
              {t(`mandates.tabs.${x}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="members">
          <MandateMembers today={today} auditHref={(userId) => paths.audit(userId)} />
        </Tabs.Content>
        <Tabs.Content value="remittance">
          <RemittancePanel
            today={today}
            creditorMissing={creditor.data === null}
            onFillCreditor={() => show('creditor')}
          />
        </Tabs.Content>
        <Tabs.Content value="returns">
          <ReturnsPanel />
        </Tabs.Content>
        <Tabs.Content value="creditor">
          <QueryState query={creditor}>{(c) => <CreditorForm creditor={c} />}</QueryState>
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
