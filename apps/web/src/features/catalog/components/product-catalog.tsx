import { type Product, type ProductUpdate, productImageUrl, productUpdateSchema } from '@boxbook/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { QueryState } from '../../../components/ui/query-state';
import { useContentText } from '../../../lib/content-text';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice } from '../../../lib/format';
import { useCatalogProducts, useSaveProduct } from '../api/catalog-calls';
import { CatalogDialog } from './catalog-dialog';
import { BilingualFields, CatalogToolbar, CheckField, EnabledBadge, PriceField } from './catalog-fields';
import { ImageUpload } from './image-upload';

const blank: ProductUpdate = {
  nameCa: '',
  nameEs: '',
  descriptionCa: '',
  descriptionEs: '',
  image: '',
  price: 0,
  enabled: true,
};

const editableOf = ({ id: _id, name: _n, description: _d, ...rest }: Product): ProductUpdate => rest;

function ProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const form = useForm<ProductUpdate>({
    resolver: zodResolver(productUpdateSchema),
    defaultValues: product ? editableOf(product) : blank,
    mode: 'onChange',
  });
  const { register, handleSubmit, formState, setValue, watch } = form;
  // A new product's picture travels with it when it is saved.
  const [fileSource, setFileSource] = useState<string | undefined>();
  const submit = handleSubmit((values) => {
    const body = { ...values };
    if (product) save.mutate({ id: product.id, body }, { onSuccess: onClose });
    else {
      const { enabled: _enabled, ...create } = body;
      save.mutate({ body: fileSource ? { ...create, fileSource } : create }, { onSuccess: onClose });
    }
  });
  const image = watch('image');
  return (
    <CatalogDialog
      title={t(product ? 'catalog.products.edit' : 'catalog.products.add')}
      saving={save.isPending}
      errorCode={errorCodeOf(save.error)}
      canSave={formState.isDirty && Object.keys(formState.errors).length === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <BilingualFields
        label={t('catalog.name')}
        names={['nameCa', 'nameEs']}
        register={(name) => register(name as keyof ProductUpdate)}
        errors={formState.errors}
      />
      <BilingualFields
        label={t('catalog.description')}
        names={['descriptionCa', 'descriptionEs']}
        register={(name) => register(name as keyof ProductUpdate)}
        errors={formState.errors}
        multiline
      />
      <PriceField register={register('price', { valueAsNumber: true })} error={formState.errors.price} />
      <ImageUpload
        kind="products"
        id={product?.id}
        src={image ? productImageUrl(image) : ''}
        onUploaded={(url) => setValue('image', url, { shouldValidate: true })}
        onPicked={setFileSource}
      />
      <FormField label={t('catalog.image_address_optional')} name="image" error={formState.errors.image}>
        {(a11y) => <input className={inputClass} {...a11y} {...register('image')} />}
      </FormField>
      {product && (
        <CheckField
          label={t('catalog.enabled_label')}
          hint={t('catalog.products.enabled_hint')}
          register={register('enabled')}
        />
      )}
    </CatalogDialog>
  );
}

/** The shop's products, disabled ones included, each editable. */
export function ProductCatalog() {
  const { t, i18n } = useTranslation();
  const text = useContentText();
  const products = useCatalogProducts();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const columns: Column<Product>[] = [
    {
      key: 'name',
      header: t('catalog.name'),
      cell: (p) => text.name(p),
      sortValue: (p) => text.name(p),
      inCard: false,
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
    <QueryState query={products}>
      {(list) => (
        <>
          <CatalogToolbar
            count={t('catalog.products.count', { count: list.length })}
            addLabel={t('catalog.products.add')}
            onAdd={() => setEditing('new')}
          />
          <DataTable
            caption={t('catalog.tabs.products')}
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
            <ProductDialog product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          )}
        </>
      )}
    </QueryState>
  );
}
