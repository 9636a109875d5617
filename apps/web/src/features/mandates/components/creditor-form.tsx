import { type Creditor, type CreditorInput, creditorInputSchema, formatIban } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormError, FormField, TextInput } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useSaveCreditor } from '../api/mandates';

type Fields = z.input<typeof creditorInputSchema>;

/** The box as the creditor of its direct debits: what every remittance names as the payee. */
export function CreditorForm({ creditor }: { creditor: Creditor | null }) {
  const { t } = useTranslation();
  const save = useSaveCreditor();
  const [saved, setSaved] = useState(false);
  const form = useForm<Fields, unknown, z.output<typeof creditorInputSchema>>({
    resolver: zodResolver(creditorInputSchema),
    mode: 'onTouched',
    defaultValues: {
      name: creditor?.name ?? '',
      creditorId: creditor?.creditorId ?? '',
      iban: creditor ? formatIban(creditor.iban) : '',
      bic: creditor?.bic ?? '',
      messageVersion: creditor?.messageVersion ?? 'pain.008.001.02',
      noticeDays: creditor?.noticeDays ?? 14,
      returnKeepsAllowance: creditor?.returnKeepsAllowance ?? true,
      recollectReturns: creditor?.recollectReturns ?? true,
      returnFee: creditor?.returnFee ?? 0,
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body: CreditorInput) => {
    setSaved(false);
    await save.mutateAsync(body);
    setSaved(true);
  });
  const check = (name: 'returnKeepsAllowance' | 'recollectReturns') => (
    <label className="flex items-start gap-3 text-gray-800">
      <input
        type="checkbox"
        className="mt-0.5 size-5 accent-brand-700"
        {...form.register(name, { onChange: () => setSaved(false) })}
      />
      <span>{t(`mandates.creditor.${name}`)}</span>
    </label>
  );
  const number = (name: 'noticeDays' | 'returnFee', hint?: string) => (
    <FormField label={t(`mandates.creditor.${name}`)} name={name} error={errors[name]}>
      {(a11y) => (
        <>
          <TextInput
            {...a11y}
            type="number"
            inputMode={name === 'returnFee' ? 'decimal' : 'numeric'}
            step={name === 'returnFee' ? '0.01' : '1'}
            min={name === 'returnFee' ? 0 : 1}
            max={name === 'returnFee' ? 50 : 30}
            {...form.register(name, { valueAsNumber: true, onChange: () => setSaved(false) })}
          />
          {hint && <p className="mt-1 text-sm text-gray-600">{hint}</p>}
        </>
      )}
    </FormField>
  );
  const field = (name: 'name' | 'creditorId' | 'iban' | 'bic', hint?: string) => (
    <FormField label={t(`mandates.creditor.${name}`)} name={name} error={errors[name]}>
      {(a11y) => (
        <>
          <TextInput
            {...a11y}
            spellCheck={false}
            autoCapitalize={name === 'name' ? 'words' : 'characters'}
            {...form.register(name, { onChange: () => setSaved(false) })}
          />
          {hint && <p className="mt-1 text-sm text-gray-600">{hint}</p>}
        </>
      )}
    </FormField>
  );
  return (
    <form onSubmit={(e) => void submit(e).catch(() => {})} noValidate className="max-w-xl space-y-4">
      {!creditor && (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t('mandates.creditor.missing')}
        </p>
      )}
      <p className="text-gray-700">{t('mandates.creditor.intro')}</p>
      {field('name')}
      {field('creditorId', t('mandates.creditor.creditor_id_hint'))}
      {field('iban')}
      {field('bic')}
      <fieldset className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
        <legend className="px-1 font-bold text-ink">{t('mandates.creditor.settings_title')}</legend>
        <FormField
          label={t('mandates.creditor.messageVersion')}
          name="messageVersion"
          error={errors.messageVersion}
        >
          {(a11y) => (
            <select
              {...a11y}
              className="w-full rounded-xl border border-gray-300 bg-white px-3 py-2 sm:w-auto"
              {...form.register('messageVersion', { onChange: () => setSaved(false) })}
            >
              <option value="pain.008.001.02">pain.008.001.02</option>
              <option value="pain.008.001.08">pain.008.001.08</option>
            </select>
          )}
        </FormField>
        {number('noticeDays', t('mandates.creditor.notice_hint'))}
        {check('returnKeepsAllowance')}
        {check('recollectReturns')}
        {number('returnFee')}
      </fieldset>
      <FormError code={errorCodeOf(save.error)} />
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          {t('mandates.creditor.save')}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {saved ? t('mandates.creditor.saved') : ''}
        </p>
      </div>
    </form>
  );
}
