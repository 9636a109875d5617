import {
  type Benchmark,
  type BenchmarkInput,
  benchmarkCategorySchema,
  benchmarkInputSchema,
  benchmarkScoreSchema,
} from '@boxbook/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog } from '../../../components/ui/dialog';
import { inputClass } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useDeleteBenchmark, useSaveBenchmark } from '../api/benchmarks';

const EMPTY: BenchmarkInput = {
  nameCa: '',
  nameEs: '',
  descriptionCa: '',
  descriptionEs: '',
  category: 'BOX',
  score: 'time',
};

/** Adds or changes a benchmark of the library, in both languages; staff only. */
export function BenchmarkDialog({
  open,
  onOpenChange,
  existing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing?: Benchmark | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveBenchmark();
  const remove = useDeleteBenchmark();
  const [fields, setFields] = useState<BenchmarkInput>(() => (existing ? { ...existing } : EMPTY));
  const parsed = benchmarkInputSchema.safeParse(fields);
  const wrong = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  const [tried, setTried] = useState(false);
  const set = (name: keyof BenchmarkInput) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = () => {
    setTried(true);
    if (!parsed.success) return;
    save.mutate({ id: existing?.id, ...parsed.data }, { onSuccess: () => onOpenChange(false) });
  };
  const invalid = (name: keyof BenchmarkInput) => tried && wrong.has(name);
  const text = (name: 'nameCa' | 'nameEs', label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-gray-700">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={inputClass}
        maxLength={80}
        value={fields[name]}
        aria-invalid={invalid(name)}
        onChange={(e) => set(name)(e.target.value)}
      />
    </div>
  );
  const area = (name: 'descriptionCa' | 'descriptionEs', label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-gray-700">
        {label}
      </label>
      <textarea
        id={`${id}-${name}`}
        className={inputClass}
        rows={5}
        maxLength={2000}
        value={fields[name]}
        aria-invalid={invalid(name)}
        aria-describedby={`${id}-lines`}
        onChange={(e) => set(name)(e.target.value)}
      />
    </div>
  );

  return (
    <BaseDialog
      open={open}
      onOpenChange={onOpenChange}
      title={existing ? t('training.benchmark.edit_title') : t('training.benchmark.new_title')}
      errorCode={errorCodeOf(save.error ?? remove.error)}
      loading={save.isPending || remove.isPending}
      actions={
        <>
          {existing && (
            <Button
              variant="ghost"
              className="mr-auto text-red-700"
              disabled={remove.isPending}
              onClick={() => remove.mutate(existing.id, { onSuccess: () => onOpenChange(false) })}
            >
              {t('training.benchmark.delete')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('training.actions.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {t('training.benchmark.save')}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {text('nameCa', t('training.benchmark.fields.name_ca'))}
          {text('nameEs', t('training.benchmark.fields.name_es'))}
        </div>
        <p id={`${id}-lines`} className="text-sm text-gray-600">
          {t('training.benchmark.lines_hint')}
        </p>
        {area('descriptionCa', t('training.benchmark.fields.description_ca'))}
        {area('descriptionEs', t('training.benchmark.fields.description_es'))}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-gray-700">
              {t('training.benchmark.fields.category')}
            </label>
            <select
              id={`${id}-category`}
              className={inputClass}
              value={fields.category}
              onChange={(e) => set('category')(e.target.value)}
            >
              {benchmarkCategorySchema.options.map((c) => (
                <option key={c} value={c}>
                  {t(`training.benchmark.categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-score`} className="block text-sm font-semibold text-gray-700">
              {t('training.benchmark.fields.score')}
            </label>
            <select
              id={`${id}-score`}
              className={inputClass}
              value={fields.score}
              onChange={(e) => set('score')(e.target.value)}
            >
              {benchmarkScoreSchema.options.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`training.score_kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {tried && !parsed.success && (
          <p role="alert" className="text-sm text-red-700">
            {t('training.benchmark.invalid')}
          </p>
        )}
      </form>
    </BaseDialog>
  );
}
