import { attendanceOpensAt, type ClassUser, type ClassView, type User } from '@boxbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../components/ui/button';
import { OkDialog, YesNoDialog } from '../components/ui/dialog';
import { FormError, inputClass } from '../components/ui/form-field';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import {
  applyClassFrame,
  classQueryOptions,
  classUsersQueryOptions,
  useJoinClass,
  useLeaveClass,
  useValidateClassUser,
} from '../features/booking/api/classes';
import { type Adding, AddMemberDialog } from '../features/booking/components/add-member-dialog';
import { ClassSummary } from '../features/booking/components/class-summary';
import { staffRefusalText } from '../features/booking/components/staff-refusal';
import { ClassVisitors } from '../features/visits/components/class-visitors';
import { api } from '../lib/api-client';
import { errorCodeOf } from '../lib/error-code';
import { useGymTime } from '../lib/gym-time';
import { userKeys } from '../lib/query-keys';
import { useLiveQuery } from '../lib/use-live-query';

/**
 * The trainer's class sheet: attendance, add a member by name, remove one; live (see
 * docs/product.md, Screens).
 */
export function TrainerClassPage() {
  const { t } = useTranslation();
  const gym = useGymTime();
  const { activity = '', date = '', id = '0' } = useParams();
  const classId = Number(id);
  const queryClient = useQueryClient();
  const summary = useLiveQuery(classQueryOptions(classId), {
    destinations: () => [`/class/${classId}`],
    onMessage: (body) => applyClassFrame(queryClient, body as ClassView),
  });
  const users = useLiveQuery(classUsersQueryOptions(classId), {
    destinations: () => ['save', 'update', 'delete'].map((action) => `/classUser/${action}/${classId}`),
  });
  const validate = useValidateClassUser();
  const leave = useLeaveClass();
  const join = useJoinClass();
  const [search, setSearch] = useState('');
  // Removing someone is asked first: a slip of the finger must not take a member out of a class.
  const [removing, setRemoving] = useState<ClassUser | null>(null);
  // Adding someone shows first what the place costs them, and the trainer chooses how to pay it.
  const [adding, setAdding] = useState<Adding | null>(null);
  const found = useQuery({
    queryKey: userKeys.trainerSearch(search.trim()),
    queryFn: () => api<{ content: User[] }>(`/api/users?name=${encodeURIComponent(search.trim())}&size=8`),
    enabled: search.trim().length >= 2,
  });
  const error = [validate.error, leave.error, join.error].find(Boolean);
  // Said ahead, so a trainer does not tick a box only to be told it is too early (the server decides).
  const opensAt = summary.data && attendanceOpensAt(new Date(summary.data.startTime));
  // Nobody comes to a cancelled class: nothing to mark.
  const attendanceLater = opensAt !== undefined && opensAt.getTime() > Date.now() && !summary.data?.cancelled;
  const errorCode = errorCodeOf(error);

  const row = (cu: ClassUser) => (
    <li key={cu.id} className="flex items-center gap-3 px-4 py-3">
      <img
        src={cu.user.image}
        alt=""
        width={36}
        height={36}
        className="size-9 rounded-full bg-gray-100 object-cover"
      />
      <span className="flex-1 font-semibold text-ink">
        {cu.user.name}
        {/* A minor of a household: who to call if nobody comes to pick them up (Households). */}
        {cu.guardian && (
          <span className="block text-xs font-medium text-amber-900" data-testid="guardian-of">
            {t('household.sheet_guardian', { name: cu.guardian })}
          </span>
        )}
      </span>
      {cu.status === 'IN' ? (
        <label className="flex items-center gap-2 text-sm text-gray-700">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={cu.validated}
            disabled={attendanceLater}
            onChange={(e) => validate.mutate({ classId, classUserId: cu.id, validated: e.target.checked })}
          />
          {t('trainer.attended')}
        </label>
      ) : (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
          {t('book.waiting')}
        </span>
      )}
      <Button
        variant="ghost"
        onClick={() => setRemoving(cu)}
        aria-label={t('trainer.remove', { name: cu.user.name })}
      >
        ✕
      </Button>
    </li>
  );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-5 sm:px-6">
      <Link to={paths.book(activity, date)} className="text-sm font-semibold text-brand-700">
        ‹ {t('book.title')}
      </Link>
      <ClassSummary item={summary.data} />
      {attendanceLater && (
        <p className="mb-3 text-sm text-gray-700">
          {t('trainer.attendance_opens', { time: gym.time(opensAt.toISOString()) })}
        </p>
      )}
      <FormError code={errorCode} text={errorCode ? staffRefusalText(errorCode, t) : undefined} />
      <QueryState query={users} isEmpty={(list) => list.length === 0} emptyText={t('trainer.empty')}>
        {(list) => (
          <ul className="divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-200">
            {list.map(row)}
          </ul>
        )}
      </QueryState>
      <ClassVisitors classId={classId} attendanceLater={attendanceLater} />
      <YesNoDialog
        open={removing !== null && !removing.validated}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('trainer.remove_confirm.title', { name: removing?.user.name ?? '' })}
        message={t('trainer.remove_confirm.message')}
        onYes={() => {
          if (removing) leave.mutate({ classId, userId: removing.user.id, penalization: false });
          setRemoving(null);
        }}
      />
      {/* The server keeps who came: someone marked as come leaves only once unmarked. */}
      <OkDialog
        open={removing?.validated === true}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('trainer.remove_confirm.title_attended', { name: removing?.user.name ?? '' })}
        message={t('trainer.remove_confirm.message_attended')}
      />
      <AddMemberDialog
        adding={adding}
        onClose={() => setAdding(null)}
        onAdd={({ free }) => {
          if (adding) join.mutate({ classId, userId: adding.userId, free });
          setAdding(null);
        }}
      />
      {/* A cancelled class takes nobody: the server refuses, so the form is not offered. */}
      {summary.data && !summary.data.cancelled && (
        <section className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
          <label htmlFor="member-search" className="text-sm font-semibold text-gray-700">
            {t('trainer.add_member')}
          </label>
          <input
            id="member-search"
            className={inputClass}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('trainer.search_placeholder')}
          />
          <ul className="mt-2">
            {(found.data?.content ?? []).map((u) => (
              <li key={u.id} className="flex items-center justify-between py-2">
                <span>
                  {u.name} {u.surname}
                </span>
                <Button
                  variant="secondary"
                  onClick={() => setAdding({ classId, userId: u.id, name: `${u.name} ${u.surname}`.trim() })}
                  aria-label={t('trainer.add_one', { name: `${u.name} ${u.surname}`.trim() })}
                >
                  {t('trainer.add')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
