import { type Movement, movementInputSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { errorCodeOf } from '../../../lib/error-code';
import { useCatalogMovements, useSaveMovement } from '../api/catalog-calls';
import { CatalogDialog } from './catalog-dialog';
import { CatalogToolbar, CheckField, EnabledBadge } from './catalog-fields';

type MovementForm = z.output<typeof movementInputSchema>;

const blank: MovementForm = { name: '', abbreviation: '', unit: 'kg', hasRm: false, enabled: true };

function MovementDialog({ movement, onClose }: { movement: Movement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMovement();
  const form = useForm<z.input<typeof movementInputSchema>, unknown, MovementForm>({
    resolver: zodResolver(movementInputSchema),
    defaultValues: movement ? { ...movement } : blank,
    mode: 'onChange',
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit((body) =>
    save.mutate(movement ? { id: movement.id, body } : { body }, { onSuccess: onClose }),
  );
  return (
    <CatalogDialog
      title={t(movement ? 'catalog.movements.edit' : 'catalog.movements.add')}
      saving={save.isPending}
      errorCode={errorCodeOf(save.error)}
      canSave={formState.isDirty && Object.keys(formState.errors).length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('catalog.name')} name="name" error={formState.errors.name}>
          {(a11y) => <input className={inputClass} {...a11y} {...register('name')} />}
        </FormField>
        <FormField
          label={t('catalog.movements.abbreviation')}
          name="abbreviation"
          error={formState.errors.abbreviation}
        >
          {(a11y) => <input className={inputClass} {...a11y} {...register('abbreviation')} />}
        </FormField>
        <FormField label={t('catalog.movements.unit')} name="unit" error={formState.errors.unit}>
          {(a11y) => (
            <select className={inputClass} {...a11y} {...register('unit')}>
              <option value="kg">kg</option>
              <option value="lb">lb</option>
              <option value="reps">{t('catalog.movements.reps')}</option>
            </select>
          )}
        </FormField>
      </div>
      <CheckField
        label={t('catalog.movements.has_rm')}
        hint={t('catalog.movements.has_rm_hint')}
        register={register('hasRm')}
      />
      <CheckField
        label={t('catalog.enabled_label')}
        hint={t('catalog.movements.enabled_hint')}
        register={register('enabled')}
      />
    </CatalogDialog>
  );
}

/** The movements records are logged for; trainers keep this list too. */
export function MovementCatalog() {
  const { t } = useTranslation();
  const movements = useCatalogMovements();
  const [editing, setEditing] = useState<Movement | 'new' | null>(null);
  const columns: Column<Movement>[] = [
    { key: 'name', header: t('catalog.name'), cell: (m) => m.name, sortValue: (m) => m.name, inCard: false },
    { key: 'abbreviation', header: t('catalog.movements.abbreviation'), cell: (m) => m.abbreviation },
    {
      key: 'unit',
      header: t('catalog.movements.unit'),
      cell: (m) => (m.unit === 'reps' ? t('catalog.movements.reps') : m.unit),
    },
    {
      key: 'rm',
      header: t('catalog.movements.rm'),
      cell: (m) => (m.hasRm ? t('dialogs.yes') : t('dialogs.no')),
      sortValue: (m) => m.hasRm,
    },
    {
      key: 'enabled',
      header: t('catalog.state'),
      cell: (m) => <EnabledBadge enabled={m.enabled} />,
      sortValue: (m) => m.enabled,
    },
  ];
  return (
    <QueryState query={movements}>
      {(list) => (
        <>
          <CatalogToolbar
            count={t('catalog.movements.count', { count: list.length })}
            addLabel={t('catalog.movements.add')}
            onAdd={() => setEditing('new')}
          />
          <DataTable
            caption={t('catalog.tabs.movements')}
            rows={list}
            columns={columns}
            rowKey={(m) => m.id}
            cardTitle={(m) => m.name}
            actions={(m) => (
              <Button
                variant="secondary"
                onClick={() => setEditing(m)}
                aria-label={`${t('backoffice.edit')}: ${m.name}`}
              >
                {t('backoffice.edit')}
              </Button>
            )}
          />
          {editing && (
            <MovementDialog movement={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </QueryState>
  );
}
