import type { Lead, LeadStage } from '@boxbook/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { activities, classes, leads, visits } from '../../infra/db/schema';
import { notFound } from '../../infra/http/app-error';

export const LEADS_PAGE_SIZE = 50;

/**
 * A lead's stage from what happened, in the order that wins: staff marked them lost; a member has
 * their e-mail (they signed up, or were signed up); a class sheet marked one of their visits; else
 * they have booked.
 */
const stage = sql<LeadStage>`case
  when ${leads.lostAt} is not null then 'LOST'
  when exists (select 1 from users u where lower(trim(u.email)) = ${leads.emailKey} and u.anonymised_at is null) then 'MEMBER'
  when exists (select 1 from visits v where v.lead_id = ${leads.id} and v.attended) then 'ATTENDED'
  else 'BOOKED' end`;

/** The lead's last visit, by its class's start. */
const lastVisitId = sql<number | null>`(select v.id from visits v join classes c on c.id = v.class_id
  where v.lead_id = ${leads.id} order by c.starts_at desc, v.id desc limit 1)`;

function selectLeads(db: DbOrTx) {
  return db
    .select({
      lead: leads,
      stage,
      visit: {
        reference: visits.reference,
        kind: visits.kind,
        attended: visits.attended,
        parqAnyYes: visits.parqAnyYes,
        remindedAt: visits.remindedAt,
      },
      activity: { key: activities.key, nameCa: activities.nameCa, nameEs: activities.nameEs },
      startsAt: classes.startsAt,
    })
    .from(leads)
    .leftJoin(visits, eq(visits.id, lastVisitId))
    .leftJoin(classes, eq(classes.id, visits.classId))
    .leftJoin(activities, eq(activities.id, classes.activityId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number];

function leadOf({ lead, stage, visit, activity, startsAt }: Row): Lead {
  return {
    id: lead.id,
    name: lead.name,
    surname: lead.surname,
    email: lead.email,
    phone: lead.phone,
    stage,
    createdAt: lead.createdAt.toISOString(),
    visit:
      visit && activity && startsAt
        ? {
            reference: visit.reference,
            kind: visit.kind,
            activity,
            startTime: startsAt.toISOString(),
            attended: visit.attended,
            parqAnyYes: visit.parqAnyYes,
          }
        : null,
    remindedAt: visit?.remindedAt?.toISOString() ?? null,
  };
}

/** The leads, newest first, one stage or all. */
export async function findLeads(
  db: DbOrTx,
  { stage: only, page }: { stage?: LeadStage | undefined; page: number },
): Promise<Lead[]> {
  const rows = await selectLeads(db)
    .where(only ? sql`${stage} = ${only}` : undefined)
    .orderBy(desc(leads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset(page * LEADS_PAGE_SIZE);
  return rows.map(leadOf);
}

export async function findLead(db: DbOrTx, id: number): Promise<Lead> {
  const [row] = await selectLeads(db).where(eq(leads.id, id));
  if (!row) throw notFound('Lead');
  return leadOf(row);
}

/** Staff mark a lead lost (not coming back), or take it back. */
export async function markLeadLost(db: DbOrTx, { id, lost, now }: { id: number; lost: boolean; now: Date }) {
  await db
    .update(leads)
    .set({ lostAt: lost ? now : null })
    .where(eq(leads.id, id));
  return findLead(db, id);
}
