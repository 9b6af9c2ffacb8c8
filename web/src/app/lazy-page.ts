// A page loaded on demand, in its own chunk, that can also be loaded ahead of rendering: the
// server renders the page whole (no Suspense fallback in its HTML), and the browser loads the
// page's chunk before it hydrates that HTML, so both render the same tree.
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export type LazyPage = (() => ReactElement) & {
  /** Loads the page's chunk; once it resolves, the page renders without suspending. */
  preload(): Promise<void>;
};

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= await load();
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  // Chosen once per mount: switching from the suspending wrapper to the loaded page later would
  // remount the page and lose its state.
  const Page = () => {
    const [Component] = useState(() => loaded ?? Suspending);
    return createElement(Component);
  };
  return Object.assign(Page, { preload });
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
}
