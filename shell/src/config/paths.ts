/** Every route of the site, named once. Remotes own what lies below their base path. */
export const paths = {
  home: '/',
  about: '/about',
  careers: '/careers',
  activities: '/activities',
  contact: '/contact',
  faq: '/faq',
  privacy: '/privacy-policy',
  imprint: '/imprint',
  registration: '/registration',
  courseRegistration: '/course-registration',
} as const;
