import { lazy, type ComponentType, type ReactElement } from 'react';

export interface LazyPage<P extends object = object> {
  (props: P): ReactElement;
  /** Loads the page's chunk; once loaded, the page renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk, like React.lazy, that can be loaded ahead of rendering, and then
 * renders without suspending. The shell loads the current page before it hydrates the
 * prerendered HTML: a page that suspends while hydrating stays server markup, and any update
 * meanwhile (the router reacting to an in-page link) makes React throw that markup away. A
 * remote loads the page it opens on before it replaces its server preview (`preloadRoute`),
 * so the preview is not replaced by a loading state.
 */
export function lazyPage<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let Loaded: ComponentType<P> | undefined;
  const remember = (module: { default: ComponentType<P> }): { default: ComponentType<P> } => {
    Loaded = module.default;
    return module;
  };
  const Suspending = lazy(() => load().then(remember));
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Suspending {...props} />);
  Page.preload = () => load().then(remember).then(() => undefined);
  return Page;
}
