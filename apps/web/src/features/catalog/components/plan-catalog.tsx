import { type Plan, planCreateSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice } from '../../../lib/format';
import { useCatalogPlans, useSavePlan } from '../api/catalog-calls';
import { CatalogDialog } from './catalog-dialog';
import { BilingualFields, CatalogToolbar, CheckField, EnabledBadge, PriceField } from './catalog-fields';

/** The form holds the key too; an edit leaves it as it is (the app config names plans by key). */
const planFormSchema = planCreateSchema.extend({ enabled: z.boolean() });
type PlanForm = z.infer<typeof planFormSchema>;

const blank: PlanForm = {
  key: '',
  nameCa: '',
  nameEs: '',
  credits: { activity: 0, open: 0 },
  price: 0,
  enabled: true,
};

function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const form = useForm<PlanForm>({
    resolver: zodResolver(planFormSchema),
    defaultValues: plan
      ? {
          key: plan.key,
          nameCa: plan.nameCa,
          nameEs: plan.nameEs,
          credits: plan.credits,
          price: plan.price,
          enabled: plan.enabled,
        }
      : blank,
    mode: 'onChange',
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(({ key, enabled, ...rest }) => {
    if (plan) save.mutate({ id: plan.id, body: { ...rest, enabled } }, { onSuccess: onClose });
    else save.mutate({ body: { key, ...rest } }, { onSuccess: onClose });
  });
  return (
    <CatalogDialog
      title={t(plan ? 'catalog.plans.edit' : 'catalog.plans.add')}
      saving={save.isPending}
      errorCode={errorCodeOf(save.error)}
      canSave={formState.isDirty && Object.keys(formState.errors).length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={t('catalog.key')} name="key" error={formState.errors.key}>
        {(a11y) => (
          <>
            <input
              className={`${inputClass} read-only:bg-gray-100`}
              readOnly={Boolean(plan)}
              {...a11y}
              {...register('key')}
            />
            <p className="mt-1 text-sm text-gray-600">{t('catalog.key_hint')}</p>
          </>
        )}
      </FormField>
      <BilingualFields
        label={t('catalog.name')}
        names={['nameCa', 'nameEs']}
        register={(name) => register(name as 'nameCa' | 'nameEs')}
        errors={formState.errors}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('catalog.plans.activity_credits')}
          name="activity"
          error={formState.errors.credits?.activity}
        >
          {(a11y) => (
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              className={inputClass}
              {...a11y}
              {...register('credits.activity', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label={t('catalog.plans.open_credits')} name="open" error={formState.errors.credits?.open}>
          {(a11y) => (
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              className={inputClass}
              {...a11y}
              {...register('credits.open', { valueAsNumber: true })}
            />
          )}
        </FormField>
      </div>
      <PriceField register={register('price', { valueAsNumber: true })} error={formState.errors.price} />
      {plan && (
        <CheckField
          label={t('catalog.enabled_label')}
          hint={t('catalog.plans.enabled_hint')}
          register={register('enabled')}
        />
      )}
    </CatalogDialog>
  );
}

/** The rates: every plan, disabled ones included. */
export function PlanCatalog() {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  const plans = useCatalogPlans();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const columns: Column<Plan>[] = [
    {
      key: 'name',
      header: t('catalog.name'),
      cell: (p) => text.name(p),
      sortValue: (p) => text.name(p),
      inCard: false,
    },
    {
      key: 'credits',
      header: t('catalog.plans.credits'),
      cell: (p) => t('catalog.plans.credits_value', { activity: p.credits.activity, open: p.credits.open }),
    },
    {
      key: 'price',
      header: t('catalog.price'),
      cell: (p) => formatPrice(p.price, i18n.resolvedLanguage),
      sortValue: (p) => p.price,
      align: 'right',
    },
    {
      key: 'enabled',
      header: t('catalog.state'),
      cell: (p) => <EnabledBadge enabled={p.enabled} />,
      sortValue: (p) => p.enabled,
    },
  ];
  return (
    <QueryState query={plans}>
      {(list) => (
        <>
          <CatalogToolbar
            count={t('catalog.plans.count', { count: list.length })}
            addLabel={t('catalog.plans.add')}
            onAdd={() => setEditing('new')}
          />
          <DataTable
            caption={t('catalog.tabs.plans')}
            rows={list}
            columns={columns}
            rowKey={(p) => p.id}
            cardTitle={(p) => text.name(p)}
            actions={(p) => (
              <Button
                variant="secondary"
                onClick={() => setEditing(p)}
                aria-label={`${t('backoffice.edit')}: ${text.name(p)}`}
              >
                {t('backoffice.edit')}
              </Button>
            )}
          />
          {editing && (
            <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </QueryState>
  );
}
