import { lazy, useState, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

export interface PreloadableScreen {
  (): React.JSX.Element;
  /** Starts fetching the screen's code; a screen drawn after it has arrived shows at once. */
  preload(): Promise<ScreenModule>;
}

/**
 * A code-split screen, like `React.lazy`, that does not suspend once its chunk has arrived.
 * `lazy` suspends on every first render, even of a chunk fetched ahead: the fallback flashes, and
 * React then holds the screen back for up to 300 ms so fallbacks do not flicker. Opening the app on
 * /tasks with the gateway away went through three of those in a row.
 */
export function preloadable(load: () => Promise<ScreenModule>): PreloadableScreen {
  let loading: Promise<ScreenModule> | undefined;
  let loaded: ComponentType | null = null;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Lazy = lazy(preload);
  function Screen() {
    // Chosen once per mount, so a screen that mounted before its code arrived is never swapped (and remounted) later.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Screen, { preload });
}
