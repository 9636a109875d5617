import {
  formatIban,
  isValidSepaIban,
  type Mandate,
  type MandateMember,
  mandateInputSchema,
} from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { FormField, TextInput } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorCodeOf } from '../../../lib/error-code';
import { useSaveMandate } from '../api/mandates';

type Fields = z.input<typeof mandateInputSchema>;
type Checked = z.output<typeof mandateInputSchema>;

const fieldsOf = (member: MandateMember, mandate: Mandate | null, today: string): Fields =>
  mandate
    ? {
        holder: mandate.holder,
        iban: formatIban(mandate.iban),
        bic: mandate.bic ?? '',
        reference: mandate.reference,
        signedOn: mandate.signedOn,
      }
    : {
        holder: `${member.name} ${member.surname}`.slice(0, 70),
        iban: '',
        bic: '',
        // A reference nobody holds yet: the member and the day it is recorded.
        reference: `BB${member.id}-${today.replace(/-/g, '')}`,
        signedOn: today,
      };

/**
 * Records a member's mandate, or corrects the one in force. The IBAN is checked as it is typed
 * (mod 97, the country's length): a valid one is shown grouped, a wrong one said so on leaving it.
 */
export function MandateDialog({
  member,
  today,
  onClose,
}: {
  member: MandateMember;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMandate();
  const current = member.state === 'ACTIVE' ? member.mandate : null;
  const form = useForm<Fields, unknown, Checked>({
    resolver: zodResolver(mandateInputSchema),
    mode: 'onTouched',
    defaultValues: fieldsOf(member, current, today),
  });
  const { errors } = form.formState;
  const iban = form.watch('iban');
  const name = `${member.name} ${member.surname}`;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ userId: member.id, body });
      onClose();
    } catch (error) {
      // A refusal about one field is said under it; the others under the form.
      if (error instanceof ApiError && error.field && error.field in form.getValues())
        form.setError(
          error.field as keyof Fields,
          { type: 'server', message: error.code },
          { shouldFocus: true },
        );
      throw error;
    }
  });
  const fieldRefused = save.error instanceof ApiError && Boolean(save.error.field);
  const formId = `mandate-${member.id}`;

  return (
    <BaseDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(current ? 'mandates.form.title_edit' : 'mandates.form.title_add', { name })}
      message={current?.collected ? t('mandates.form.collected_hint') : undefined}
      errorCode={fieldRefused ? null : errorCodeOf(save.error)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('mandates.form.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending}>
            {t('mandates.form.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => void submit(e).catch(() => {})}
        className="-mx-1 mt-4 max-h-[55dvh] space-y-4 overflow-y-auto px-1 pb-1"
      >
        <FormField label={t('mandates.form.holder')} name="holder" error={errors.holder}>
          {(a11y) => <TextInput {...a11y} autoComplete="off" {...form.register('holder')} />}
        </FormField>
        <FormField label={t('mandates.form.iban')} name="iban" error={errors.iban}>
          {(a11y) => (
            <>
              <TextInput
                {...a11y}
                inputMode="text"
                autoCapitalize="characters"
                spellCheck={false}
                autoComplete="off"
                placeholder="ES00 0000 0000 0000 0000 0000"
                {...form.register('iban')}
              />
              {!errors.iban && isValidSepaIban(iban) && (
                <p className="mt-1 text-sm font-medium text-green-800" role="status">
                  ✓ {t('mandates.form.iban_ok', { iban: formatIban(iban) })}
                </p>
              )}
            </>
          )}
        </FormField>
        <FormField label={t('mandates.form.bic')} name="bic" error={errors.bic}>
          {(a11y) => (
            <TextInput {...a11y} autoCapitalize="characters" spellCheck={false} {...form.register('bic')} />
          )}
        </FormField>
        <FormField label={t('mandates.form.reference')} name="reference" error={errors.reference}>
          {(a11y) => (
            <TextInput
              {...a11y}
              autoCapitalize="characters"
              spellCheck={false}
              {...form.register('reference')}
            />
          )}
        </FormField>
        <FormField label={t('mandates.form.signed_on')} name="signedOn" error={errors.signedOn}>
          {(a11y) => <TextInput {...a11y} type="date" max={today} {...form.register('signedOn')} />}
        </FormField>
      </form>
    </BaseDialog>
  );
}
