import { type Activity, activityCreateSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { useCatalogActivities, useSaveActivity } from '../api/catalog-calls';
import { CatalogDialog } from './catalog-dialog';
import { BilingualFields, CatalogToolbar, CheckField, EnabledBadge } from './catalog-fields';
import { ImageUpload } from './image-upload';

type ActivityForm = z.infer<typeof activityCreateSchema>;

const blank: ActivityForm = {
  key: '',
  nameCa: '',
  nameEs: '',
  descriptionCa: '',
  descriptionEs: '',
  image: '',
  icon: '',
  color: '#0f766e',
  enabled: true,
  singleBook: false,
  creditType: 'ACTIVITY',
};

const formOf = ({ id: _id, name: _n, description: _d, ...rest }: Activity): ActivityForm => rest;

function ActivityDialog({ activity, onClose }: { activity: Activity | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveActivity();
  const form = useForm<ActivityForm>({
    resolver: zodResolver(activityCreateSchema),
    defaultValues: activity ? formOf(activity) : blank,
    mode: 'onChange',
  });
  const { register, handleSubmit, formState, setValue, watch } = form;
  const submit = handleSubmit(({ key, ...rest }) => {
    if (activity) save.mutate({ id: activity.id, body: rest }, { onSuccess: onClose });
    else save.mutate({ body: { key, ...rest } }, { onSuccess: onClose });
  });
  const text = (name: string) => register(name as keyof ActivityForm);
  return (
    <CatalogDialog
      title={t(activity ? 'catalog.activities.edit' : 'catalog.activities.add')}
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
              readOnly={Boolean(activity)}
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
        register={text}
        errors={formState.errors}
      />
      <BilingualFields
        label={t('catalog.description')}
        names={['descriptionCa', 'descriptionEs']}
        register={text}
        errors={formState.errors}
        multiline
      />
      <ImageUpload
        kind="activities"
        id={activity?.id}
        src={watch('image')}
        onUploaded={(url) => setValue('image', url, { shouldValidate: true })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('catalog.image_address')} name="image" error={formState.errors.image}>
          {(a11y) => <input className={inputClass} {...a11y} {...register('image')} />}
        </FormField>
        <FormField label={t('catalog.activities.icon')} name="icon" error={formState.errors.icon}>
          {(a11y) => <input className={inputClass} {...a11y} {...register('icon')} />}
        </FormField>
        <FormField label={t('catalog.activities.color')} name="color" error={formState.errors.color}>
          {(a11y) => (
            <input
              type="color"
              className={`${inputClass} h-12 cursor-pointer px-2 py-1`}
              {...a11y}
              {...register('color')}
            />
          )}
        </FormField>
        <FormField
          label={t('catalog.activities.credit_type')}
          name="creditType"
          error={formState.errors.creditType}
        >
          {(a11y) => (
            <select className={inputClass} {...a11y} {...register('creditType')}>
              <option value="ACTIVITY">{t('catalog.activities.credit_activity')}</option>
              <option value="OPEN">{t('catalog.activities.credit_open')}</option>
            </select>
          )}
        </FormField>
      </div>
      <CheckField
        label={t('catalog.activities.single_book')}
        hint={t('catalog.activities.single_book_hint')}
        register={register('singleBook')}
      />
      <CheckField
        label={t('catalog.enabled_label')}
        hint={t('catalog.activities.enabled_hint')}
        register={register('enabled')}
      />
    </CatalogDialog>
  );
}

/** The activities classes are made of, disabled ones included. */
export function ActivityCatalog() {
  const { t } = useTranslation();
  const text = useContentText();
  const activities = useCatalogActivities();
  const [editing, setEditing] = useState<Activity | 'new' | null>(null);
  const columns: Column<Activity>[] = [
    {
      key: 'name',
      header: t('catalog.name'),
      cell: (a) => (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: a.color }} />
          {text.name(a)}
        </span>
      ),
      sortValue: (a) => text.name(a),
      inCard: false,
    },
    {
      key: 'credit',
      header: t('catalog.activities.credit_type'),
      cell: (a) =>
        t(a.creditType === 'OPEN' ? 'catalog.activities.credit_open' : 'catalog.activities.credit_activity'),
      sortValue: (a) => a.creditType,
    },
    {
      key: 'enabled',
      header: t('catalog.state'),
      cell: (a) => <EnabledBadge enabled={a.enabled} />,
      sortValue: (a) => a.enabled,
    },
  ];
  return (
    <QueryState query={activities}>
      {(list) => (
        <>
          <CatalogToolbar
            count={t('catalog.activities.count', { count: list.length })}
            addLabel={t('catalog.activities.add')}
            onAdd={() => setEditing('new')}
          />
          <DataTable
            caption={t('catalog.tabs.activities')}
            rows={list}
            columns={columns}
            rowKey={(a) => a.id}
            cardTitle={(a) => text.name(a)}
            actions={(a) => (
              <Button
                variant="secondary"
                onClick={() => setEditing(a)}
                aria-label={`${t('backoffice.edit')}: ${text.name(a)}`}
              >
                {t('backoffice.edit')}
              </Button>
            )}
          />
          {editing && (
            <ActivityDialog activity={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </QueryState>
  );
}
