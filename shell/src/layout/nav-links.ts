import { paths } from '../config/paths';

/** A link of the header or footer: its target and its label key in the `layout` namespace. */
export interface NavItem {
  to: string;
  labelKey: `nav.${string}`;
}

/** Spec 2: the five header links, in this order. */
export const headerLinks: readonly NavItem[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.careers, labelKey: 'nav.careers' },
  { to: paths.activities, labelKey: 'nav.activities' },
  { to: paths.contact, labelKey: 'nav.contact' },
];

/** Spec 2: the seven footer links, in this order. */
export const footerLinks: readonly NavItem[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.contact, labelKey: 'nav.contact' },
  { to: paths.careers, labelKey: 'nav.careers' },
  { to: paths.faq, labelKey: 'nav.faq' },
  { to: paths.privacy, labelKey: 'nav.privacy' },
  { to: paths.imprint, labelKey: 'nav.imprint' },
];
