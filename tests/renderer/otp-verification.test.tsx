import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeApi, refuse } from './support/fake-api';
import { createFakeBridge } from './support/fake-bridge';
import { renderApp } from './support/render-app';

const PATH = '/otp-verification?id=casey%40acme.example&type=email';

function open(path = PATH, replies: { verify?: ReturnType<typeof answer>; resend?: ReturnType<typeof answer> } = {}) {
  const bridge = createFakeBridge();
  const api = fakeApi(bridge, {
    'auth.verifyOtp': () => replies.verify ?? answer('Your email address is verified.'),
    'auth.resendOtp': () => replies.resend ?? answer('A new code is on its way.'),
  });
  return { ...renderApp(path, bridge), api };
}

const boxes = () => [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`));

afterEach(() => {
  vi.useRealTimers();
});

describe('otp verification: the boxes', () => {
  it('shows four labelled one-digit boxes and Verify', async () => {
    open();
    await screen.findByLabelText('Digit 1 of 4');
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 4-digit code we sent to casey@acme.example.')).toBeInTheDocument();
  });

  it('keeps one digit per box and moves focus on after each digit', async () => {
    const { user } = open();
    const [first, second, third, fourth] = [await screen.findByLabelText('Digit 1 of 4'), ...boxes().slice(1)];
    await user.click(first!);
    await user.keyboard('4');
    expect(first).toHaveValue('4');
    expect(second).toHaveFocus();
    await user.keyboard('82');
    expect(second).toHaveValue('8');
    expect(third).toHaveValue('2');
    expect(fourth).toHaveFocus();
  });

  it('ignores anything that is not a digit', async () => {
    const { user } = open();
    const first = await screen.findByLabelText('Digit 1 of 4');
    await user.click(first);
    await user.keyboard('a- ');
    expect(first).toHaveValue('');
    expect(first).toHaveFocus();
    await user.keyboard('7');
    expect(first).toHaveValue('7');
  });

  it('goes back a box on Backspace in an empty box', async () => {
    const { user } = open();
    const first = await screen.findByLabelText('Digit 1 of 4');
    await user.click(first);
    await user.keyboard('12');
    const [, second, third] = boxes();
    expect(third).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(second).toHaveFocus();
    expect(second).toHaveValue('');
  });

  it('fills every box when a 4-digit code is pasted', async () => {
    const { user } = open();
    const first = await screen.findByLabelText('Digit 1 of 4');
    await user.click(first);
    await user.paste('5031');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['5', '0', '3', '1']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('asks for all four digits and does not call the gateway until then', async () => {
    const { user, api } = open();
    await user.click(await screen.findByLabelText('Digit 1 of 4'));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 4-digit code.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalledWith('auth.verifyOtp', expect.anything());
  });
});

describe('otp verification: verify and resend', () => {
  it("sends id, type and the code, shows the server's message and goes to /sign-in", async () => {
    const { user, api, location } = open();
    await user.click(await screen.findByLabelText('Digit 1 of 4'));
    await user.paste('5031');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('auth.verifyOtp', { id: 'casey@acme.example', type: 'email', code: '5031' });
    await waitFor(() => expect(location()).toBe('/sign-in'));
  });

  it("shows the server's failure and keeps the digits", async () => {
    const { user, location } = open(PATH, { verify: refuse('That code is not correct.') });
    await user.click(await screen.findByLabelText('Digit 1 of 4'));
    await user.paste('5031');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not correct.')).toBeInTheDocument();
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['5', '0', '3', '1']);
    expect(location()).toBe(PATH);
  });

  it('greys Resend out during the 59-second countdown, then resends and starts it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    const { api } = open();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const resend = await screen.findByRole('button', { name: 'Resend' });
    expect(resend).toBeDisabled();
    expect(screen.getByText(/^0:5\d$/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(50_000));
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled());
    expect(screen.queryByText(/^0:\d\d$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('auth.resendOtp', { id: 'casey@acme.example', type: 'email' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled());
    expect(screen.getByText(/^0:5\d$/)).toBeInTheDocument();
  });

  it("shows the server's refusal of a resend", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    open(PATH, { resend: refuse('Wait a minute before asking for another code.', 429) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await screen.findByRole('button', { name: 'Resend' });
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Wait a minute before asking for another code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });
});

describe('otp verification: other links', () => {
  it('says phone verification is not set up and offers the email code', async () => {
    const { user, location } = open('/otp-verification?id=casey%40acme.example&type=phone');
    expect(await screen.findByText('Phone verification is not set up.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Digit 1 of 4')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Verify with email instead' }));
    await waitFor(() => expect(location()).toBe(PATH));
    expect(await screen.findByLabelText('Digit 1 of 4')).toBeInTheDocument();
  });

  it.each(['/otp-verification?type=email', '/otp-verification?id=casey%40acme.example&type=fax'])('explains a link it cannot use (%s)', async (path) => {
    open(path);
    expect(await screen.findByText('This verification link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/sign-in');
  });
});
