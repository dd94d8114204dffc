import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable } from '@renderer/app/preloadable';

function Tasks() {
  return <p>Saved tasks</p>;
}

/** A screen's code that arrives when the test says. */
function deferredScreen() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loading = new Promise<{ default: typeof Tasks }>((resolve, reject) => {
    arrive = () => resolve({ default: Tasks });
    fail = reject;
  });
  let loads = 0;
  const screenComponent = preloadable(() => {
    loads += 1;
    return loading;
  });
  return { Screen: screenComponent, arrive, fail, loads: () => loads };
}

class ShowsError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function shown(Screen: () => React.JSX.Element) {
  return render(
    <ShowsError>
      <Suspense fallback={<p>Loading the screen</p>}>
        <Screen />
      </Suspense>
    </ShowsError>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a preloadable screen', () => {
  it('is drawn at once, without the loading frame, when its code arrived ahead', async () => {
    const { Screen, arrive, loads } = deferredScreen();
    const preloading = Screen.preload();
    arrive();
    await preloading;

    shown(Screen);
    // Straight after the first render, with nothing awaited: lazy would show the fallback here.
    expect(screen.getByText('Saved tasks')).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).not.toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it('shows the loading frame until code that was not fetched ahead arrives, fetching it once', async () => {
    const { Screen, arrive, loads } = deferredScreen();
    // Suspending needs an awaited act, as the app's asynchronous rendering would give it.
    await act(async () => {
      shown(Screen);
    });
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();

    void Screen.preload();
    await act(async () => arrive());
    expect(screen.getByText('Saved tasks')).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).not.toBeInTheDocument();
    expect(loads()).toBe(1);
  });

  it('hands a chunk that cannot be fetched to the error boundary', async () => {
    // React reports the error it hands to a boundary on the console as well.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Screen, fail } = deferredScreen();
    Screen.preload().catch(() => undefined);
    await act(async () => fail(new Error('The screen could not be loaded.')));

    shown(Screen);
    expect(await screen.findByRole('alert')).toHaveTextContent('The screen could not be loaded.');
  });
});
