import {
  type AppConfig,
  type AppSettingsInput,
  appSettingsInputSchema,
  FIRST_MONTH_BILLINGS,
} from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/error-code';
import { useSaveAppSettings } from '../api/save-app-settings';

type Key = keyof AppSettingsInput;
export interface KeyOption {
  key: string;
  label: string;
}

type NumberKey = {
  [K in Key]: (typeof appSettingsInputSchema.shape)[K] extends z.ZodNumber ? K : never;
}[Key];

/**
 * A number's range and step as the schema the server validates with has them, for the input, its
 * hint and its error message: a number that is not whole is money, kept in cents.
 */
const rangeOf = (name: NumberKey) => {
  const field = appSettingsInputSchema.shape[name];
  return {
    min: field.minValue ?? 0,
    max: field.maxValue ?? Number.MAX_SAFE_INTEGER,
    step: field.isInt ? 1 : 0.01,
  };
};
const isNumberKey = (name: Key): name is NumberKey =>
  appSettingsInputSchema.shape[name] instanceof z.ZodNumber;
const isRequired = (name: Key) => !appSettingsInputSchema.shape[name].isOptional();

/** What the server fixes reads as such: grey, not an input waiting for a value. */
const readOnlyClass = inputClass.replace('bg-white', 'bg-gray-100');

const settingsOf = (config: AppConfig): AppSettingsInput => {
  const { timeZone: _zone, paymentPublicKey: _key, ...settings } = config;
  return settings;
};

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (a11y: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-700">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': `${id}-hint ${id}-error` })}
      <p id={`${id}-hint`} className="mt-1 text-sm text-gray-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-6">
      <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Every field of the app config (see docs/product.md, Constants) an admin may change. The time zone
 * and the card key are the server's own and only shown. Saving is possible once something changed
 * and all is valid.
 */
export function AppSettingsForm({
  config,
  activities,
  plans,
}: {
  config: AppConfig;
  activities: readonly KeyOption[];
  plans: readonly KeyOption[];
}) {
  const { t } = useTranslation();
  const save = useSaveAppSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<AppSettingsInput>({
    resolver: zodResolver(appSettingsInputSchema),
    mode: 'onChange',
    defaultValues: settingsOf(config),
  });
  const { errors, isDirty, isValid } = form.formState;
  const drawHintId = useId();

  // The server names the field it refused (an activity or plan key that no longer exists).
  useEffect(() => {
    const error = save.error;
    if (error instanceof ApiError && error.field && error.field in form.getValues())
      form.setError(error.field as Key, { type: 'server', message: 'server' });
  }, [save.error, form]);

  const submit = form.handleSubmit(async (body) => {
    setSaved(false);
    const next = await save.mutateAsync(body);
    form.reset(settingsOf(next));
    setSaved(true);
  });

  const message = (name: Key, error: FieldError | undefined) => {
    if (!error) return undefined;
    if (isNumberKey(name)) return t('settings.errors.range', rangeOf(name));
    if (name === 'phoneNumber') return t('settings.errors.phone');
    return t(error.type === 'server' ? 'settings.errors.unknown_key' : 'forms.required');
  };

  const numberField = (name: NumberKey) => {
    const range = rangeOf(name);
    return (
      <Field
        label={t(`settings.fields.${name}`)}
        hint={t(`settings.hints.${name}`, range)}
        error={message(name, errors[name])}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="number"
            inputMode={range.step === 1 ? 'numeric' : 'decimal'}
            required={isRequired(name)}
            min={range.min}
            max={range.max}
            step={range.step}
            className={inputClass}
            {...register(name, { valueAsNumber: true })}
          />
        )}
      </Field>
    );
  };

  const register = (name: Key, options?: { valueAsNumber: true }): UseFormRegisterReturn =>
    form.register(name, { ...options, onChange: () => setSaved(false) });

  const selectField = (name: Key, options: readonly KeyOption[]) => {
    const current = form.getValues(name);
    // A key the lists do not know (renamed since) stays selectable, so the form shows the truth.
    const all = options.some((o) => o.key === current)
      ? options
      : [...options, { key: String(current), label: String(current) }];
    return (
      <Field
        label={t(`settings.fields.${name}`)}
        hint={t(`settings.hints.${name}`)}
        error={message(name, errors[name])}
      >
        {(a11y) => (
          <select {...a11y} required={isRequired(name)} className={inputClass} {...register(name)}>
            {all.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  };

  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate className="space-y-6">
      <Group title={t('settings.groups.box')}>
        <Field
          label={t('settings.fields.phoneNumber')}
          hint={t('settings.hints.phoneNumber')}
          error={message('phoneNumber', errors.phoneNumber)}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="tel"
              required={isRequired('phoneNumber')}
              autoComplete="off"
              className={inputClass}
              {...register('phoneNumber')}
            />
          )}
        </Field>
        <Field label={t('settings.fields.timeZone')} hint={t('settings.hints.timeZone')}>
          {(a11y) => <input {...a11y} readOnly className={readOnlyClass} value={config.timeZone} />}
        </Field>
        <Field label={t('settings.fields.paymentPublicKey')} hint={t('settings.hints.paymentPublicKey')}>
          {(a11y) => (
            <input
              {...a11y}
              readOnly
              className={readOnlyClass}
              value={config.paymentPublicKey ? t('settings.configured') : t('settings.not_configured')}
            />
          )}
        </Field>
      </Group>
      <Group title={t('settings.groups.booking')}>
        {selectField('defaultActivityKey', activities)}
        {selectField('openActivityKey', activities)}
        {numberField('daysToShow')}
        {numberField('bookFutureClassStartHour')}
        {numberField('wodVisibleHoursBefore')}
        {numberField('cancelLimitMinutes')}
        {numberField('checkinBeforeMinutes')}
        {numberField('checkinAfterMinutes')}
        <div>
          <label className="flex items-center gap-2 text-sm font-semibold text-gray-700">
            <input
              type="checkbox"
              aria-describedby={`${drawHintId}`}
              className="size-5 accent-brand-700"
              {...register('drawEnabled')}
            />
            {t('settings.fields.drawEnabled')}
          </label>
          <p id={drawHintId} className="mt-1 text-sm text-gray-600">
            {t('settings.hints.drawEnabled')}
          </p>
        </div>
        {numberField('drawWindowSeconds')}
        <Field label={t('settings.fields.termsBlockBooking')} hint={t('settings.hints.termsBlockBooking')}>
          {(a11y) => (
            <input
              {...a11y}
              type="checkbox"
              className="mt-2 size-5 accent-brand-700"
              {...form.register('termsBlockBooking', { onChange: () => setSaved(false) })}
            />
          )}
        </Field>
      </Group>
      <Group title={t('settings.groups.plans')}>
        {selectField('topPlanKey', plans)}
        {numberField('proPrice')}
        {numberField('creditsPlan')}
        {numberField('creditsNoPlan')}
        {numberField('changePlanDayLimit')}
        {numberField('sepaLeadDays')}
        {selectField(
          'firstMonthBilling',
          FIRST_MONTH_BILLINGS.map((key) => ({ key, label: t(`settings.first_month.${key}`) })),
        )}
      </Group>
      <Group title={t('settings.groups.visits')}>
        <Field label={t('settings.fields.trialEnabled')} hint={t('settings.hints.trialEnabled')}>
          {(a11y) => (
            <input {...a11y} type="checkbox" className="mt-2 h-5 w-5" {...register('trialEnabled')} />
          )}
        </Field>
        <Field label={t('settings.fields.dropInEnabled')} hint={t('settings.hints.dropInEnabled')}>
          {(a11y) => (
            <input {...a11y} type="checkbox" className="mt-2 h-5 w-5" {...register('dropInEnabled')} />
          )}
        </Field>
        {numberField('dropInPrice')}
        {numberField('healthDataRetentionDays')}
      </Group>
      <FormError code={errorCodeOf(save.error)} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!isDirty || !isValid || save.isPending}>
          {t('settings.save')}
        </Button>
        {isDirty && (
          <Button variant="secondary" onClick={() => form.reset()}>
            {t('settings.undo')}
          </Button>
        )}
        <p role="status" className="text-sm font-medium text-green-800">
          {saved ? t('settings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
