import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/form-field';

/** The sex choice of the signup and personal-data forms, empty until chosen. */
export function SexSelect(props: SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useTranslation();
  return (
    <select className={inputClass} {...props}>
      <option value="">{t('auth.fields.sex_unset')}</option>
      <option value="FEMININE">{t('sex.FEMININE')}</option>
      <option value="MASCULINE">{t('sex.MASCULINE')}</option>
    </select>
  );
}
