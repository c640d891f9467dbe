/**
 * Contact facts of the organisation, named once: the shell's footer and imprint and the forms
 * remote's contact page all show these values.
 */
export const siteInfo = {
  email: 'info@bildungsnetzwerk-berlin.de',
  /** Shown as written; `phoneHref` is the same number for tel: links. */
  phone: '+49 30 1234 5670',
  phoneHref: 'tel:+493012345670',
  social: {
    facebook: 'https://www.facebook.com/bildungsnetzwerk.berlin',
    instagram: 'https://www.instagram.com/bildungsnetzwerk.berlin',
  },
} as const;
