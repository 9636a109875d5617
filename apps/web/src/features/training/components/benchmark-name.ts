import type { Benchmark } from '@boxbook/domain';

/** A benchmark's name or description in the reader's language (Catalan unless Spanish). */
export const inLanguage = (language: string | undefined) => (language === 'es' ? 'es' : 'ca');
export const benchmarkName = (b: Pick<Benchmark, 'nameCa' | 'nameEs'>, language: string | undefined) =>
  inLanguage(language) === 'es' ? b.nameEs : b.nameCa;
