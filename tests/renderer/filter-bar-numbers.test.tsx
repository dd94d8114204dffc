import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FilterBar } from '@renderer/components/filter-bar/filter-bar';
import type { FilterDefinition } from '@renderer/components/filter-bar/filter-definitions';
import { useFilterValues } from '@renderer/components/filter-bar/use-filter-values';
import { StylesOutOfDocument } from './support/render-app';

const FILTERS = [
  { key: 'min', type: 'number', label: 'Desk from' },
  { key: 'max', type: 'number', label: 'Desk to', notBefore: 'min' },
] as const satisfies readonly FilterDefinition[];

function Values() {
  return <output data-testid="values">{JSON.stringify(useFilterValues(FILTERS))}</output>;
}

function renderBar(url = '/') {
  const router = createMemoryRouter([{ path: '/', element: [<FilterBar key="bar" filters={FILTERS} />, <Values key="values" />] }], { initialEntries: [url] });
  render(<RouterProvider router={router} />, { wrapper: StylesOutOfDocument });
  return { user: userEvent.setup(), search: () => router.state.location.search };
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

describe('number filters', () => {
  it('hands on a number at Enter or when the field is left, and reads a malformed one in the URL as none', async () => {
    const { user, search } = renderBar('/?min=ten&max=-3.5');
    expect(values()).toEqual({ max: '-3.5' });
    expect(screen.getByLabelText('Desk from')).toHaveValue('');
    await user.type(screen.getByLabelText('Desk from'), '-7{Enter}');
    await waitFor(() => expect(search()).toBe('?max=-3.5&min=-7'));
    await user.clear(screen.getByLabelText('Desk to'));
    await user.type(screen.getByLabelText('Desk to'), '12');
    expect(search()).toBe('?max=-3.5&min=-7');
    await user.tab();
    await waitFor(() => expect(values()).toEqual({ min: '-7', max: '12' }));
  });

  it('keeps text that is not a number, or that would reverse the range, in its field, marked, and out of the URL', async () => {
    const { user, search } = renderBar('/?min=10');
    const to = screen.getByLabelText('Desk to');
    await user.type(to, 'a dozen{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a number, such as 12 or 10.5.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveValue('a dozen');
    await user.clear(to);
    // 9 is below 10, though "9" sorts after "10" as text.
    await user.type(to, '9{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Desk to must not be less than Desk from (10).');
    expect(search()).toBe('?min=10');
    await user.clear(to);
    await user.type(to, '100{Enter}');
    await waitFor(() => expect(search()).toBe('?min=10&max=100'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
