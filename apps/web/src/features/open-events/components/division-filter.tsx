import { divisionKeyOf, type OpenDivision } from '@boxbook/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/form-field';
import { divisionName } from '../../../lib/open-text';

/** The divisions someone registered in; choosing one shows its standings. */
export function DivisionFilter({
  divisions,
  value,
  onChange,
  dark = false,
}: {
  divisions: OpenDivision[];
  value: OpenDivision | null;
  onChange: (key: string) => void;
  dark?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={`block text-sm font-semibold ${dark ? 'text-gray-200' : 'text-gray-700'}`}
      >
        {t('open.division')}
      </label>
      <select
        id={id}
        className={`${inputClass} min-w-64`}
        value={value ? divisionKeyOf(value) : ''}
        onChange={(e) => onChange(e.target.value)}
      >
        {divisions.map((d) => (
          <option key={divisionKeyOf(d)} value={divisionKeyOf(d)}>
            {divisionName(d, t)}
          </option>
        ))}
      </select>
    </div>
  );
}
