import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

interface Named {
  nameCa: string;
  nameEs: string;
}
interface Described {
  descriptionCa: string;
  descriptionEs: string;
}

/**
 * The box's own content (activity, plan and product names and descriptions) in the language of
 * the screen (see docs/product.md, Languages and accessibility); the API carries both texts, so a
 * language switch needs no refetch.
 */
export function useContentText() {
  const { i18n } = useTranslation();
  const ca = currentLanguage(i18n.resolvedLanguage) === 'ca';
  return {
    name: (item: Named) => (ca ? item.nameCa : item.nameEs),
    description: (item: Described) => (ca ? item.descriptionCa : item.descriptionEs),
  };
}
