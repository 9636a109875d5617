import type { Lead, LeadStage, VisitKind } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormError } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { useMarkLeadLost } from '../api/leads';

const STAGE_CLASS: Record<LeadStage, string> = {
  BOOKED: 'bg-amber-100 text-amber-900',
  ATTENDED: 'bg-sky-100 text-sky-900',
  MEMBER: 'bg-green-100 text-green-900',
  LOST: 'bg-gray-200 text-gray-800',
};

/** A lead's stage; a booked one says what they booked (a trial or a paid drop-in). */
export function StageBadge({ stage, kind }: { stage: LeadStage; kind?: VisitKind | undefined }) {
  const { t } = useTranslation();
  const label = stage === 'BOOKED' && kind ? t(`leads.booked.${kind}`) : t(`leads.stage.${stage}`);
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STAGE_CLASS[stage]}`}
    >
      {label}
    </span>
  );
}

/** The sign-up filled in with what the box knows of the lead: they add their DNI and password. */
const signupUrlOf = (lead: Lead) =>
  new URL(
    paths.signupFor({ name: lead.name, surname: lead.surname, email: lead.email, phone: lead.phone }),
    window.location.origin,
  ).toString();

/**
 * The leads: cards on a phone, a table on a desktop. Each offers the pre-filled sign-up ("make a
 * member": opened here at the desk, or sent to the visitor by mail) and marking them lost.
 */
export function LeadList({ leads }: { leads: readonly Lead[] }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const text = useContentText();
  const mark = useMarkLeadLost();
  const columns: Column<Lead>[] = [
    {
      key: 'name',
      header: t('leads.name'),
      cell: (l) => `${l.name} ${l.surname}`,
      sortValue: (l) => l.name,
      inCard: false,
    },
    {
      key: 'contact',
      header: t('leads.contact'),
      cell: (l) => (
        <span className="flex flex-col">
          <a
            className="inline-flex min-h-6 items-center break-all font-semibold text-brand-700 underline"
            href={`mailto:${l.email}`}
          >
            {l.email}
          </a>
          <a
            className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
            href={`tel:${l.phone.replace(/\s/g, '')}`}
          >
            {l.phone}
          </a>
        </span>
      ),
    },
    {
      key: 'stage',
      header: t('leads.stage_header'),
      cell: (l) => <StageBadge stage={l.stage} kind={l.visit?.kind} />,
      sortValue: (l) => l.stage,
    },
    {
      key: 'visit',
      header: t('leads.visit'),
      cell: (l) =>
        l.visit ? (
          <span className="flex flex-col text-sm">
            <span>
              {t(`leads.kind.${l.visit.kind}`)} · {text.name(l.visit.activity)} ·{' '}
              {gym.format(l.visit.startTime, { dateStyle: 'short', timeStyle: 'short' })}
            </span>
            <span className="font-mono text-xs text-gray-700">{l.visit.reference}</span>
            {l.visit.parqAnyYes && <span className="font-semibold text-red-800">{t('leads.parq_yes')}</span>}
          </span>
        ) : (
          '—'
        ),
      sortValue: (l) => l.visit?.startTime ?? '',
    },
  ];
  return (
    <>
      <FormError code={errorCodeOf(mark.error)} />
      <DataTable
        caption={t('leads.caption')}
        rows={leads}
        columns={columns}
        rowKey={(l) => l.id}
        cardTitle={(l) => `${l.name} ${l.surname}`}
        emptyText={t('leads.empty')}
        actions={(l) => (
          <div className="flex flex-wrap gap-2">
            {l.stage !== 'MEMBER' && (
              <>
                <a
                  className="inline-flex items-center rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                  href={signupUrlOf(l)}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('leads.make_member_of', { name: l.name })}
                >
                  {t('leads.make_member')}
                </a>
                <a
                  className="inline-flex items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-gray-300 hover:bg-gray-50"
                  href={`mailto:${l.email}?subject=${encodeURIComponent(t('leads.mail_subject'))}&body=${encodeURIComponent(signupUrlOf(l))}`}
                  aria-label={t('leads.send_signup_of', { name: l.name })}
                >
                  {t('leads.send_signup')}
                </a>
              </>
            )}
            <Button
              variant="secondary"
              className="whitespace-nowrap"
              disabled={mark.isPending && mark.variables?.id === l.id}
              aria-label={t(l.stage === 'LOST' ? 'leads.reopen_of' : 'leads.mark_lost_of', { name: l.name })}
              onClick={() => mark.mutate({ id: l.id, lost: l.stage !== 'LOST' })}
            >
              {t(l.stage === 'LOST' ? 'leads.reopen' : 'leads.mark_lost')}
            </Button>
          </div>
        )}
      />
    </>
  );
}
