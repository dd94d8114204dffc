import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from '@renderer/features/auth/components/auth-layout';
import { ThemeProvider } from '@renderer/lib/theme/theme-provider';
import { createFakeBridge } from './support/fake-bridge';
import { renderApp } from './support/render-app';

/** The layout alone at a path, for auth pages whose forms come with later issues. */
function renderLayoutAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AuthLayout>
            <p>form</p>
          </AuthLayout>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('auth layout', () => {
  it.each(['/sign-in', '/forgot-password'])('reads "Let\'s sign you in" on %s', (path) => {
    renderLayoutAt(path);
    expect(screen.getByRole('heading', { level: 1, name: "Let's sign you in" })).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Manage you teams effectively.')).toBeInTheDocument();
    expect(screen.queryByText('Start Your Journey With Us')).not.toBeInTheDocument();
  });

  it.each(['/sign-up', '/otp-verification'])('reads "Start Your Journey With Us" with a registration prompt on %s', (path) => {
    renderLayoutAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Journey With Us' })).toBeInTheDocument();
    expect(screen.getByText(/Register your company/)).toBeInTheDocument();
    expect(screen.queryByText("Let's sign you in")).not.toBeInTheDocument();
  });

  it('has a copyright footer with the year', () => {
    renderLayoutAt('/sign-in');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} HCM. All rights reserved.`);
  });

  it('keeps the form area at most 550 px wide', () => {
    renderLayoutAt('/sign-in');
    const formArea = screen.getByText('form').parentElement;
    expect(formArea).toHaveStyle({ maxWidth: '550px' });
  });

  it('shows the marketing panel with an auto-looping carousel of the five products and no arrows', async () => {
    const { container } = renderApp('/sign-in', createFakeBridge());
    const panel = await screen.findByRole('complementary', { name: 'HCM products' });
    await waitFor(() => expect(panel.querySelector('.swiper')).not.toBeNull());
    const carousel = panel.querySelector('.swiper') as HTMLElement & { swiper: { params: { loop?: boolean; autoplay?: unknown } } };
    expect(carousel.swiper.params.loop).toBe(true);
    expect(carousel.swiper.params.autoplay).toMatchObject({ enabled: true });
    const slides = [...panel.querySelectorAll('.swiper-slide')].map((slide) => slide.querySelector('h2')?.textContent);
    expect(new Set(slides)).toEqual(new Set(['Recruitment', 'Onboarding', 'Performance', 'BuzzHR', 'ClockLog']));
    expect(panel.querySelector('.swiper-pagination')).not.toBeNull();
    expect(container.querySelector('.swiper-button-next, .swiper-button-prev')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /next|prev/i })).not.toBeInTheDocument();
  });

  it('hides the marketing panel below the md breakpoint (900 px)', async () => {
    window.innerWidth = 899;
    renderApp('/sign-in', createFakeBridge());
    await screen.findByRole('heading', { name: "Let's sign you in" });
    expect(screen.queryByRole('complementary', { name: 'HCM products' })).not.toBeInTheDocument();
  });
});
