import { BAR_DEFAULT_KG, parseMovementValue, platesFor } from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/form-field';
import { Barbell } from './barbell';
import { labelColour, lookOf } from './plate-colors';

const BARS = [20, 15, 10] as const;
/** Above this no sleeve holds the plates (eight 25 kg plates a side is about 420 kg): say so, draw nothing silly. */
export const MAX_TARGET_KG = 500;

/** Target in, plates per side out, with the bar drawn; says plainly when a target cannot be made. */
export function PlateCalculator({ initialTarget = '60' }: { initialTarget?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initialTarget);
  const [bar, setBar] = useState<number>(BAR_DEFAULT_KG);
  const asked = parseMovementValue(text);
  const load = platesFor(Math.min(asked, MAX_TARGET_KG), { bar });
  const problem =
    asked <= 0
      ? 'enter_target'
      : asked > MAX_TARGET_KG
        ? 'too_heavy'
        : load.status === 'below_bar'
          ? 'below_bar'
          : null;
  const kg = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'ca' ? 'ca-ES' : 'es-ES', {
      maximumFractionDigits: 2,
    }).format(value);
  const plateList = load.perSide.map(kg).join(' + ');
  const drawingLabel = load.perSide.length
    ? t('tools.plates.drawing', { bar: kg(bar), plates: plateList })
    : t('tools.plates.drawing_empty', { bar: kg(bar) });

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id={`${id}-title`} className="text-xl font-extrabold text-ink">
        {t('tools.plates.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor={`${id}-target`} className="block text-sm font-semibold text-gray-700">
            {t('tools.plates.target')}
          </label>
          <input
            id={`${id}-target`}
            inputMode="decimal"
            className={`${inputClass} w-36 text-lg font-bold`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <fieldset>
          <legend className="block text-sm font-semibold text-gray-700">{t('tools.plates.bar')}</legend>
          <div className="mt-1 flex gap-2">
            {BARS.map((b) => (
              <label
                key={b}
                className={`cursor-pointer rounded-full px-4 py-2.5 text-sm font-bold ring-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                  bar === b ? 'bg-ink text-white ring-ink' : 'bg-white text-ink ring-gray-300'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-bar`}
                  className="sr-only"
                  checked={bar === b}
                  onChange={() => setBar(b)}
                />
                {kg(b)} kg
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="mt-5" aria-live="polite">
        {problem ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
            {t(`tools.plates.${problem}`, { bar: kg(bar), max: kg(MAX_TARGET_KG) })}
          </p>
        ) : (
          <>
            <p className="text-lg text-ink">
              <span className="font-semibold">{t('tools.plates.per_side')}</span>{' '}
              {load.perSide.length ? (
                <span className="inline-flex flex-wrap gap-1.5 align-middle">
                  {load.perSide.map((plate, i) => (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: the same plate repeats; its place is its identity
                      key={i}
                      className="rounded-md px-2 py-0.5 text-sm font-bold ring-1 ring-black/20"
                      style={{ background: lookOf(plate).fill, color: labelColour(plate) }}
                    >
                      {kg(plate)}
                    </span>
                  ))}
                </span>
              ) : (
                t('tools.plates.empty_bar')
              )}
            </p>
            <p className="mt-1 text-gray-700" data-testid="loaded">
              {t('tools.plates.total', { total: kg(load.loaded) })}
            </p>
            {load.target !== asked && (
              <p className="mt-1 text-sm text-gray-600">
                {t('tools.plates.rounded', { asked: kg(asked), target: kg(load.target) })}
              </p>
            )}
            {load.status === 'inexact' && (
              <p role="status" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
                {t('tools.plates.inexact', {
                  target: kg(load.target),
                  lighter: kg(load.loaded),
                  heavier: kg(load.heavier ?? load.loaded),
                })}
              </p>
            )}
          </>
        )}
      </div>
      <div className="mx-auto mt-4 max-w-2xl">
        <Barbell
          perSide={problem ? [] : load.perSide}
          label={problem ? t('tools.plates.drawing_empty', { bar: kg(bar) }) : drawingLabel}
        />
      </div>
    </section>
  );
}
