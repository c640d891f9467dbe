import { Suspense } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '@edu/shared/ui/spinner';
import { paths } from './config/paths';
import { RemoteRoute, preloadRemote, type RemoteName } from './federation/remote-route';
import { ReplayEarlyInput } from './prerender/early-input';
import { lazyPage } from '@edu/shared/lazy';
// Home is part of the first bundle: the most visited page paints without another round trip.
import HomePage from './pages/home';

const AboutPage = lazyPage(() => import('./pages/about'));
const FaqPage = lazyPage(() => import('./pages/faq'));
const ImprintPage = lazyPage(() => import('./pages/imprint'));
const PrivacyPage = lazyPage(() => import('./pages/privacy'));
const NotFoundPage = lazyPage(() => import('./pages/not-found'));

/** The shell's pages that load on demand, by path. */
const lazyPages = [
  [paths.about, AboutPage],
  [paths.faq, FaqPage],
  [paths.imprint, ImprintPage],
  [paths.privacy, PrivacyPage],
] as const;

/** Loads the chunk of the page at `pathname`, if it has one, so the first render does not wait. */
export function preloadPageAt(pathname: string): Promise<void> {
  const page = lazyPages.find(([path]) => matchPath(path, pathname))?.[1];
  return page ? page.preload() : Promise.resolve();
}

/** Routes served by a remote: everything below the base path belongs to it. */
export const remoteRoutes: readonly { basePath: string; remote: RemoteName }[] = [
  { basePath: paths.careers, remote: 'careers' },
  { basePath: paths.activities, remote: 'activities' },
  // The forms remote renders the contact page, the registration or the course registration
  // depending on the base path it is given.
  { basePath: paths.contact, remote: 'forms' },
  { basePath: paths.registration, remote: 'forms' },
  { basePath: paths.courseRegistration, remote: 'forms' },
];

/** Starts loading the remote that serves `pathname`, if one does (see preloadRemote). */
export function preloadRemoteAt(pathname: string): void {
  const route = remoteRoutes.find(({ basePath }) => matchPath(`${basePath}/*`, pathname));
  if (route) preloadRemote(route.remote, route.basePath);
}

function PageLoading() {
  const { t } = useTranslation('common');
  return <LoadingOverlay label={t('actions.loading')} />;
}

/** The site's route table (spec 2). */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.imprint} element={<ImprintPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        {remoteRoutes.map(({ basePath, remote }) => (
          <Route
            key={basePath}
            path={`${basePath}/*`}
            // A key per base path: moving between two remote routes starts from a fresh state
            // (a failed careers load must not show on /activities).
            element={<RemoteRoute key={basePath} remote={remote} basePath={basePath} />}
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      {/* Inside the boundary: React hydrates a boundary after the rest of the page, and input
          replayed before that would change text that is still being hydrated. */}
      <ReplayEarlyInput />
    </Suspense>
  );
}
