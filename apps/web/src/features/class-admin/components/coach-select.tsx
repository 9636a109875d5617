import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/form-field';
import { useCoachOptions } from '../api/class-admin';

/** Picks a slot's or a class's coach among the box's trainers and admins, or none. */
export function CoachSelect({
  value,
  onChange,
  className = '',
}: {
  value: number | null;
  onChange: (coachId: number | null) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const coaches = useCoachOptions();
  return (
    <label className={`text-sm font-semibold text-gray-700 ${className}`}>
      {t('coach.label')}
      <select
        className={inputClass}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('coach.none')}</option>
        {(coaches.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} {c.surname}
          </option>
        ))}
        {/* A coach no longer among the options (left the box) still shows while the form is open. */}
        {value !== null && coaches.data && !coaches.data.some((c) => c.id === value) && (
          <option value={value}>{t('coach.former')}</option>
        )}
      </select>
    </label>
  );
}
