import { Component, Suspense, lazy, startTransition, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode, type Ref } from 'react';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@edu/shared/ui/error-state';
import { Container } from '@edu/shared/ui/layout';
import { Spinner } from '@edu/shared/ui/spinner';
import { useHydrated } from '../prerender/use-hydrated';
import { deploymentReady } from './deployment-ready';
import { forgetPreview, previewOf } from './remote-preview';
import { usePreviewHandover } from './use-preview-handover';

/** Props every remote's `./App` accepts: the path it is mounted under. */
export interface RemoteAppProps {
  basePath: string;
}

export type RemoteName = 'careers' | 'activities' | 'forms';

type RemoteApp = LazyExoticComponent<ComponentType<RemoteAppProps>>;

/**
 * What a remote's `./App` module exports: its routes, and optionally `preloadRoute`, which
 * loads the code of the page at a path (relative to the base path) so that page renders at
 * once: a server preview is then replaced by the page, not by its loading state.
 */
interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
  preloadRoute?: (relativePath: string) => Promise<void>;
}

/**
 * One lazy component per remote, kept for the page's life: coming back to a remote's route
 * renders at once instead of suspending again. A failed load is forgotten on the next attempt.
 */
const apps = new Map<RemoteName, RemoteApp>();
const failedLoads = new Set<RemoteName>();
/** Loads started before the route renders (preloadRemote), taken over by the route's lazy app. */
const earlyLoads = new Map<RemoteName, Promise<RemoteAppModule>>();

async function loadRemoteApp(remote: RemoteName, basePath: string): Promise<RemoteAppModule> {
  try {
    await deploymentReady();
    const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
    if (!module?.default) throw new Error(`${remote}/App did not load`);
    const { pathname } = window.location;
    if (module.preloadRoute && (pathname === basePath || pathname.startsWith(`${basePath}/`))) {
      // A page that fails to load here fails again when it renders, where the remote handles it.
      await module.preloadRoute(pathname.slice(basePath.length)).catch(() => undefined);
    }
    return module;
  } catch (error) {
    failedLoads.add(remote);
    throw error;
  }
}

function remoteApp(remote: RemoteName, basePath: string): RemoteApp {
  let app = apps.get(remote);
  if (!app) {
    app = lazy(() => {
      const early = earlyLoads.get(remote);
      earlyLoads.delete(remote);
      return early ?? loadRemoteApp(remote, basePath);
    });
    apps.set(remote, app);
  }
  return app;
}

/**
 * Starts loading a remote's app before its route renders: on a remote's prerendered page the
 * remote then downloads while the shell hydrates, instead of after. A failure here is handled
 * like any other: the route tries again and shows its fallback.
 */
export function preloadRemote(remote: RemoteName, basePath: string): void {
  if (apps.has(remote) || earlyLoads.has(remote)) return;
  const loading = loadRemoteApp(remote, basePath);
  loading.catch(() => undefined);
  earlyLoads.set(remote, loading);
}

/**
 * Prepares a fresh attempt after a failed load. React's `lazy` keeps its rejection, so the
 * component is replaced; the federation runtime may keep state of the failed entry (manifest
 * snapshot, entry global), so the remote is registered again with `force`, which clears it.
 */
function forgetFailedLoad(remote: RemoteName): void {
  if (!failedLoads.delete(remote)) return;
  apps.delete(remote);
  earlyLoads.delete(remote);
  const registered = getInstance()?.options.remotes.find((item) => item.name === remote);
  if (registered && 'entry' in registered) {
    registerRemotes([{ name: registered.name, entry: registered.entry }], { force: true });
  }
}

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Third failure layer: a remote that cannot load or crashes costs its own routes only. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Container data-testid="remote-fallback">
      <ErrorState message={t('remote.unavailable')} onRetry={onRetry} />
    </Container>
  );
}

function RemoteLoading() {
  const { t } = useTranslation('common');
  // A full viewport keeps the footer below the fold until the remote renders (no layout shift).
  return (
    <Container style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Spinner label={t('actions.loading')} />
    </Container>
  );
}

/**
 * Where a remote's page goes: the remote, or until it has rendered, the loading state or the
 * server's preview of the page. The shell's server finds the slot in the prerendered page to
 * write a preview into (scripts/remote-preview.mjs); React leaves a preview's markup alone.
 */
function RemoteSlot({ remote, preview, children, ref }: { remote: RemoteName; preview?: string; children?: ReactNode; ref?: Ref<HTMLElement> }) {
  if (preview !== undefined) return <section ref={ref} data-remote-slot={remote} data-remote-preview="" dangerouslySetInnerHTML={{ __html: preview }} />;
  return (
    <section ref={ref} data-remote-slot={remote}>
      {children ?? <RemoteLoading />}
    </section>
  );
}

/** Renders a remote's `./App` under `basePath`, with loading state, fallback and retry. */
export function RemoteRoute({ remote, basePath }: { remote: RemoteName; basePath: string }) {
  // A visitor returning to a route whose remote failed earlier gets a new attempt.
  const [RemoteApp, setRemoteApp] = useState(() => {
    forgetFailedLoad(remote);
    return remoteApp(remote, basePath);
  });
  const [attempt, setAttempt] = useState(0);
  const [preview] = useState(() => previewOf(remote));
  useEffect(() => forgetPreview(remote), [remote]);
  // A prerendered page holds the loading state or a preview: React first hydrates that, then
  // renders the remote in a transition, which keeps it on screen until the remote has rendered
  // (a preview is not replaced by a spinner). Elsewhere the remote renders at once.
  const hydrated = useHydrated();
  const [remoteShown, setRemoteShown] = useState(hydrated && preview === undefined);
  useEffect(() => {
    if (!remoteShown) startTransition(() => setRemoteShown(true));
  }, [remoteShown]);
  // What the visitor typed, chose or tapped in the preview goes over to the remote's page.
  const { previewRef, remoteRef } = usePreviewHandover(remoteShown);
  const retry = () => {
    forgetFailedLoad(remote);
    setRemoteApp(() => remoteApp(remote, basePath));
    setAttempt((n) => n + 1);
  };
  return (
    // A new key per attempt resets the boundary, so "retry" really renders (and loads) again.
    <RemoteBoundary key={attempt} onRetry={retry} fallback={(onRetry) => <RemoteFallback onRetry={onRetry} />}>
      <Suspense fallback={<RemoteSlot remote={remote} />}>
        {remoteShown ? (
          <RemoteSlot key="remote" ref={remoteRef} remote={remote}>
            <RemoteApp basePath={basePath} />
          </RemoteSlot>
        ) : (
          <RemoteSlot key="prerendered" ref={previewRef} remote={remote} preview={preview} />
        )}
      </Suspense>
    </RemoteBoundary>
  );
}
