/**
 * The organisation's public contact details on the contact page. The same as the shell's footer
 * (shell/src/config/site-info.ts); remotes cannot import the shell, so they are repeated here.
 */
export const CONTACT_DETAILS = {
  email: 'info@bildungsnetzwerk-berlin.de',
  /** As dialled (tel: link) and as shown. */
  phoneHref: '+493012345670',
  phoneDisplay: '+49 30 1234 5670',
} as const;
