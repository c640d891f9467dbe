/**
 * The remote's paths, named once. The shell mounts `./App` at each of these base paths; the
 * page shown is chosen by the base path (one remote, three entry points).
 */
export const formPaths = {
  home: '/',
  contact: '/contact',
  registration: '/registration',
  courseRegistration: '/course-registration',
} as const;

export type FormsPage = 'contact' | 'registration' | 'courseRegistration';

/** The page for a base path; its last segment decides, so '/de/registration' works too. */
export function pageForBasePath(basePath: string): FormsPage {
  const segment = basePath.replace(/\/+$/, '').split('/').pop() ?? '';
  if (segment === 'course-registration') return 'courseRegistration';
  if (segment === 'registration') return 'registration';
  return 'contact';
}
