import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { errorCodeOf } from '../../../lib/error-code';
import { useUploadCatalogImage } from '../api/catalog-calls';

const ACCEPTED = ['image/png', 'image/jpeg'];
const MAX_BYTES = 4 * 1024 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The item's picture with a preview; a new one is uploaded at once and re-encoded by the server.
 * A new item gets its picture once saved (the upload names the item).
 */
export function ImageUpload({
  kind,
  id,
  src,
  onUploaded,
}: {
  kind: 'activities' | 'products';
  id: number | undefined;
  src: string;
  onUploaded: (image: string) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadCatalogImage(kind);
  const [localError, setLocalError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setLocalError(null);
    if (!file || id === undefined) return;
    if (!ACCEPTED.includes(file.type)) return setLocalError('invalid_image');
    if (file.size > MAX_BYTES) return setLocalError('payload_too_large');
    upload.mutate(
      { id, fileSource: await readAsDataUrl(file) },
      { onSuccess: (saved) => onUploaded(saved.image) },
    );
  };

  return (
    <div className="flex items-center gap-4">
      {src ? (
        <img
          src={src}
          alt={t('catalog.image_preview')}
          className="size-20 shrink-0 rounded-xl bg-gray-100 object-cover"
        />
      ) : (
        <div className="size-20 shrink-0 rounded-xl bg-gray-100" aria-hidden="true" />
      )}
      <div className="min-w-0 space-y-2">
        {id === undefined ? (
          <p className="text-sm text-gray-600">{t('catalog.image_after_save')}</p>
        ) : (
          <>
            <label
              htmlFor={inputId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink ring-1 ring-gray-300 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              {upload.isPending && <Spinner className="size-4" />}
              {t('catalog.image_upload')}
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED.join(',')}
                className="sr-only"
                onChange={(event) => void pick(event.target.files?.[0])}
              />
            </label>
            <p className="text-xs text-gray-600">{t('catalog.image_hint')}</p>
          </>
        )}
        <FormError code={localError ?? errorCodeOf(upload.error)} />
      </div>
    </div>
  );
}
