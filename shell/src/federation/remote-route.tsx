import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@edu/shared/ui/error-state';
import { Container } from '@edu/shared/ui/layout';
import { Spinner } from '@edu/shared/ui/spinner';
import { deploymentReady } from './deployment-ready';

/** Props every remote's `./App` accepts: the path it is mounted under. */
export interface RemoteAppProps {
  basePath: string;
}

export type RemoteName = 'careers' | 'activities' | 'forms';

function lazyRemoteApp(remote: RemoteName) {
  return lazy(async () => {
    await deploymentReady();
    const module = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${remote}/App`);
    if (!module?.default) throw new Error(`${remote}/App did not load`);
    return module;
  });
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
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Container>
      <ErrorState message={t('remote.unavailable')} onRetry={onRetry} />
    </Container>
  );
}

function RemoteLoading() {
  const { t } = useTranslation('common');
  return (
    <Container style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Spinner label={t('actions.loading')} />
    </Container>
  );
}

/** Renders a remote's `./App` under `basePath`, with loading state, fallback and retry. */
export function RemoteRoute({ remote, basePath }: { remote: RemoteName; basePath: string }) {
  // A new lazy component per attempt, so "retry" really loads the remote again.
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(() => lazyRemoteApp(remote), [remote, attempt]);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <RemoteFallback onRetry={retry} />}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteApp basePath={basePath} />
      </Suspense>
    </RemoteBoundary>
  );
}
