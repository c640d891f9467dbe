import { lazy, type ComponentType, type ReactElement } from 'react';

export interface LazyPage {
  (): ReactElement;
  /** Loads the page's chunk; once loaded, the page renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A page in its own chunk, like React.lazy, that can be loaded ahead of rendering. The app
 * loads the current page before it hydrates the prerendered HTML: a page that suspends while
 * hydrating stays server markup, and any update meanwhile (the router reacting to an in-page
 * link) makes React throw that markup away and show the loading state instead.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  const remember = (module: { default: ComponentType }) => {
    Loaded = module.default;
    return module;
  };
  const Suspending = lazy(() => load().then(remember));
  const Page = () => (Loaded ? <Loaded /> : <Suspending />);
  Page.preload = () => load().then(remember).then(() => undefined);
  return Page;
}
