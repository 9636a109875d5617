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
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body: CreditorInput) => {
    setSaved(false);
    await save.mutateAsync(body);
    setSaved(true);
  });
  const field = (name: keyof Fields, hint?: string) => (
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
