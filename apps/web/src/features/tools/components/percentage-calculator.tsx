import { parseMovementValue, rmPercentages } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/form-field';

export interface KnownRm {
  movement: string;
  value: number;
}

/** A logged RM as the field shows it: the decimal comma of Catalan and Spanish. */
const asText = (value: number) => String(value).replace('.', ',');

/** 50–95 % of a 1RM, each rounded to a load the plates make; a signed-in member may pick a logged RM. */
export function PercentageCalculator({ rms = [] }: { rms?: KnownRm[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState(rms[0] ? asText(rms[0].value) : '100');
  const rm = parseMovementValue(text);
  const kg = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'ca' ? 'ca-ES' : 'es-ES', {
      maximumFractionDigits: 2,
    }).format(value);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id={`${id}-title`} className="text-xl font-extrabold text-ink">
        {t('tools.percent.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-rm`} className="block text-sm font-semibold text-gray-700">
            {t('tools.percent.rm')}
          </label>
          <input
            id={`${id}-rm`}
            inputMode="decimal"
            className={`${inputClass} w-36 text-lg font-bold`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {rms.length > 0 && (
          <div>
            <label htmlFor={`${id}-mine`} className="block text-sm font-semibold text-gray-700">
              {t('tools.percent.my_rms')}
            </label>
            <select
              id={`${id}-mine`}
              className={`${inputClass} w-64`}
              onChange={(e) => setText(e.target.value)}
              defaultValue={rms[0] ? asText(rms[0].value) : ''}
            >
              {rms.map((r) => (
                <option key={r.movement} value={asText(r.value)}>
                  {r.movement} · {kg(r.value)} kg
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {rm > 0 ? (
        <table className="mt-5 w-full max-w-md text-left">
          <thead>
            <tr className="text-sm text-gray-600">
              <th scope="col" className="py-1 font-semibold">
                %
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('tools.percent.exact')}
              </th>
              <th scope="col" className="py-1 font-semibold">
                {t('tools.percent.load')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {rmPercentages(rm).map((row) => (
              <tr key={row.percent}>
                <th scope="row" className="py-1.5 font-bold text-ink">
                  {row.percent} %
                </th>
                <td className="py-1.5 text-gray-700">{kg(row.exact)} kg</td>
                <td className="py-1.5 font-bold text-ink">{kg(row.load)} kg</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-5 text-gray-600">{t('tools.percent.enter_rm')}</p>
      )}
    </section>
  );
}
