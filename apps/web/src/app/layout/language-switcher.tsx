import { LANGUAGES } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

export function LanguageSwitcher({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const active = currentLanguage(i18n.resolvedLanguage);
  return (
    <fieldset className="flex gap-1" aria-label={t('language.choose')}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={lng === active}
          onClick={() => void i18n.changeLanguage(lng)}
          className={`rounded-full px-2.5 py-1 text-xs font-bold uppercase transition ${
            lng === active
              ? 'bg-brand-700 text-white'
              : tone === 'light'
                ? 'text-white/80 hover:bg-white/15'
                : 'text-gray-600 hover:bg-gray-100'
          }`}
        >
          <span aria-hidden="true">{lng}</span>
          <span className="sr-only">{t(`language.${lng}`)}</span>
        </button>
      ))}
    </fieldset>
  );
}
