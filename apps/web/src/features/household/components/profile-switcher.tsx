import type { HouseholdPerson } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';

interface Person {
  id: number;
  name: string;
  image: string;
}

/**
 * One tap to act for a dependent, one more to be oneself again (docs/product.md, Households). The
 * chosen name stays marked, so a guardian never books the wrong person.
 */
export function ProfileSwitcher({
  self,
  dependents,
  currentId,
  onSwitch,
}: {
  self: Person;
  dependents: HouseholdPerson[];
  currentId: number;
  onSwitch: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (dependents.length === 0) return null;
  const people: (Person & { label: string })[] = [
    { ...self, label: t('household.switcher.me', { name: self.name }) },
    ...dependents.map((d) => ({ id: d.id, name: d.name, image: d.image, label: d.name })),
  ];
  return (
    <fieldset className="mt-4" data-testid="profile-switcher">
      <legend className="text-sm font-semibold text-gray-700">{t('household.switcher.legend')}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {people.map((person) => {
          const current = person.id === currentId;
          return (
            <button
              key={person.id}
              type="button"
              aria-pressed={current}
              onClick={() => onSwitch(person.id)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full py-1 pr-4 pl-1 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                current
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-ink ring-gray-300 hover:bg-gray-50'
              }`}
            >
              <img
                src={person.image}
                alt=""
                width={32}
                height={32}
                className="size-8 rounded-full bg-gray-100"
              />
              {person.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Said on every screen that acts for a dependent: whose bookings and credits (or, on the training
 * screens, whose scores and lifts) these are.
 */
export function ActingFor({ name, about = 'booking' }: { name: string; about?: 'booking' | 'training' }) {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-900"
      data-testid="acting-for"
    >
      {about === 'training' ? t('household.acting_training', { name }) : t('household.acting_for', { name })}
    </p>
  );
}
