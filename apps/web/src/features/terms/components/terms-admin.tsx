import type { TermsVersion } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError, inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { usePublishTerms } from '../api/terms';

const MIN_BODY = 20;

/** One published version, its texts in both languages, opened on demand. */
function PublishedVersion({ version, open }: { version: TermsVersion; open: boolean }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(version.publishedAt));
  return (
    <details open={open} className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
      <summary className="cursor-pointer font-semibold text-ink">
        {t('terms.admin.version', { version: version.version })} · {when}
        {version.publishedBy ? ` · ${version.publishedBy.name}` : ''}
        {open ? ` · ${t('terms.admin.in_force')}` : ''}
      </summary>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-gray-700">{t('terms.admin.catalan')}</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-gray-800">{version.bodyCa}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-gray-700">{t('terms.admin.spanish')}</h3>
          <p className="mt-1 whitespace-pre-line text-sm text-gray-800">{version.bodyEs}</p>
        </div>
      </div>
    </details>
  );
}

/**
 * /admin/condicions: write the next version of the terms in Catalan and Spanish and publish it;
 * every version stays readable (docs/product.md, Terms). It starts from the current text.
 */
export function TermsAdmin({ versions }: { versions: TermsVersion[] }) {
  const { t } = useTranslation();
  const publish = usePublishTerms();
  const current = versions[0];
  const [bodyCa, setBodyCa] = useState(current?.bodyCa ?? '');
  const [bodyEs, setBodyEs] = useState(current?.bodyEs ?? '');
  const [published, setPublished] = useState<number | null>(null);
  const unchanged = current !== undefined && bodyCa === current.bodyCa && bodyEs === current.bodyEs;
  const tooShort = bodyCa.trim().length < MIN_BODY || bodyEs.trim().length < MIN_BODY;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    publish.mutate({ bodyCa, bodyEs }, { onSuccess: (version) => setPublished(version.version) });
  };

  return (
    <div className="space-y-8">
      <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <h2 className="text-lg font-bold text-ink">
          {t('terms.admin.new_version', { version: (current?.version ?? 0) + 1 })}
        </h2>
        <p className="text-sm text-gray-700">{t('terms.admin.explain')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          <label className="block text-sm font-semibold text-gray-700">
            {t('terms.admin.catalan')}
            <textarea
              className={`${inputClass} min-h-64 font-normal`}
              value={bodyCa}
              onChange={(e) => setBodyCa(e.target.value)}
              required
              minLength={MIN_BODY}
            />
          </label>
          <label className="block text-sm font-semibold text-gray-700">
            {t('terms.admin.spanish')}
            <textarea
              className={`${inputClass} min-h-64 font-normal`}
              value={bodyEs}
              onChange={(e) => setBodyEs(e.target.value)}
              required
              minLength={MIN_BODY}
            />
          </label>
        </div>
        <FormError code={errorCodeOf(publish.error)} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={unchanged || tooShort || publish.isPending}>
            {t('terms.admin.publish')}
          </Button>
          <p role="status" className="text-sm font-medium text-green-800">
            {published ? t('terms.admin.published', { version: published }) : ''}
          </p>
        </div>
      </form>
      <section aria-labelledby="terms-versions-title" className="space-y-3">
        <h2 id="terms-versions-title" className="text-lg font-bold text-ink">
          {t('terms.admin.versions')}
        </h2>
        {versions.length === 0 ? (
          <p className="text-sm text-gray-700">{t('terms.admin.none')}</p>
        ) : (
          versions.map((v, i) => <PublishedVersion key={v.id} version={v} open={i === 0} />)
        )}
      </section>
    </div>
  );
}
