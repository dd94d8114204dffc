import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PALETTE_MODES, THEME_PRESETS, type PaletteMode, type ThemePreset } from '@shared/constants';
import { ThemeProvider } from '@renderer/lib/theme/theme-provider';
import { saveThemePreferences } from '@renderer/lib/theme/theme-preferences';

/**
 * Each widget's demo, rendered alone in the app's theme: `?widget=<demo>&mode=light|dark&preset=…`.
 * tests/e2e/widgets.spec.ts checks each one with axe and photographs it in both modes.
 */
const demos = import.meta.glob<{ default: ComponentType }>('./demos/*.tsx', { eager: true });

const demoName = (path: string) => path.replace(/^.*\/(.+)\.tsx$/, '$1');

const params = new URLSearchParams(window.location.search);
const mode = (PALETTE_MODES as readonly string[]).includes(params.get('mode') ?? '') ? (params.get('mode') as PaletteMode) : 'light';
const preset = (THEME_PRESETS as readonly string[]).includes(params.get('preset') ?? '') ? (params.get('preset') as ThemePreset) : 'blue';
saveThemePreferences({ mode, preset });

const entry = Object.entries(demos).find(([path]) => demoName(path) === params.get('widget'));
const Demo = entry?.[1].default;

function Index() {
  return (
    <nav aria-label="Widgets">
      <h1>Widgets</h1>
      <ul>
        {Object.keys(demos).map((path) => (
          <li key={path}>
            <a href={`?widget=${demoName(path)}&mode=${mode}`}>{demoName(path)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <BrowserRouter>
          <main style={{ padding: 24 }} data-demo={entry ? demoName(entry[0]) : 'index'}>
            {Demo ? <Demo /> : <Index />}
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
