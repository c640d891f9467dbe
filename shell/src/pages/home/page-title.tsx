import { useTranslation } from 'react-i18next';
import { PAGES_NS } from '../../i18n/pages';

/**
 * The document title of a static page ("Über uns | Bildungsnetzwerk Berlin"), in the visitor's
 * language. React 19 hoists <title> into <head> and removes it when the page unmounts.
 */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(PAGES_NS);
  return <title>{`${t(titleKey)} | ${t('titleSuffix')}`}</title>;
}
