import { matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { LAYOUT_NS } from '../i18n/layout';

/** Sections served by remotes, with the label key that names them in the document title. */
const remoteSections: readonly [string, string][] = [
  [paths.careers, 'nav.careers'],
  [paths.activities, 'nav.activities'],
  [paths.contact, 'nav.contact'],
  [paths.registration, 'nav.registration'],
  [paths.courseRegistration, 'nav.courseRegistration'],
];

/**
 * The document title of a remote's routes ("Karriere – Bildungsnetzwerk Berlin", WCAG 2.4.2).
 * The shell's own pages render their own <title>; React 19 hoists it into <head>. Rendering
 * only where no page does keeps a single <title> in the document.
 */
export function SectionTitle() {
  const { pathname } = useLocation();
  const { t } = useTranslation(LAYOUT_NS);
  const section = remoteSections.find(([base]) => matchPath(`${base}/*`, pathname));
  if (!section) return null;
  return <title>{`${t(section[1])} | ${t('siteName')}`}</title>;
}
