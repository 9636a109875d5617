import type { MemberSummary } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberSearch } from '../api/checkin-calls';

/** Staff check a member in by name: a forgotten phone, a flat battery. */
export function DoorMemberSearch({ onPick }: { onPick: (member: MemberSummary) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const found = useMemberSearch(text);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {t('door.search_label')}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="mt-1 w-full rounded-xl border border-gray-400 px-4 py-3 text-lg text-ink"
      />
      {found.data && (
        <ul className="mt-2 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
          {found.data.content.length === 0 && (
            <li className="px-4 py-3 text-gray-700">{t('door.nobody_found')}</li>
          )}
          {found.data.content.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                onClick={() => {
                  setText('');
                  onPick(member);
                }}
                className="flex w-full items-center gap-3 px-4 py-3 text-left text-lg text-ink hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <img
                  src={member.image}
                  alt=""
                  width={40}
                  height={40}
                  className="size-10 rounded-full object-cover"
                />
                <span>
                  {member.name} {member.surname}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
