import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PHONE_INPUT_TEXT, PhoneInput, phoneNumberProblem, type PhoneInputProps } from '@renderer/components/phone-input';

type HarnessProps = Partial<Pick<PhoneInputProps, 'required' | 'error' | 'defaultCountry'>> & { initial?: string; onValue?: (value: string) => void };

function Harness({ initial = '', onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        id="phone"
        label="Phone"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const errorText = () => document.getElementById('phone-error')?.textContent ?? '';

describe('phone input', () => {
  it("is labelled, reads 'Enter phone number' and starts on Great Britain", () => {
    render(<Harness />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('placeholder', 'Enter phone number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('aria-describedby', 'phone-error');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('GB');
  });

  it('turns a GB national number into E.164', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Phone'), '07911 123456');
    expect(onValue).toHaveBeenLastCalledWith('+447911123456');
    expect(screen.getByLabelText('Phone')).toHaveValue('07911 123456');
  });

  it("says 'Invalid phone number.' only once the field is left, and not while typing", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Phone');
    await user.type(input, '07911 12');
    expect(errorText()).toBe('');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(errorText()).toBe(PHONE_INPUT_TEXT.invalid);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '3456');
    expect(errorText()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(errorText()).toBe('');
  });

  it('can be optional: leaving it empty is fine and it is not marked required', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(errorText()).toBe('');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-required');
  });

  it("can be required: marked so, and 'This field is required' when left empty", async () => {
    const user = userEvent.setup();
    render(<Harness required />);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByLabelText('Phone'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(errorText()).toBe('This field is required');
  });

  it("shows the form's own message at once, but holds the form's 'Invalid phone number.' until the field is left", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness error="This field is required" />);
    expect(errorText()).toBe('This field is required');
    rerender(<Harness error={PHONE_INPUT_TEXT.invalid} />);
    expect(errorText()).toBe('');
    await user.type(screen.getByLabelText('Phone'), '0791');
    expect(errorText()).toBe('');
    await user.tab();
    await waitFor(() => expect(errorText()).toBe(PHONE_INPUT_TEXT.invalid));
  });

  it('checks numbers against the phone metadata of their country', () => {
    expect(phoneNumberProblem('', false)).toBeUndefined();
    expect(phoneNumberProblem('', true)).toBe('This field is required');
    expect(phoneNumberProblem('+447911123456', true)).toBeUndefined();
    expect(phoneNumberProblem('+14155552671', false)).toBeUndefined();
    expect(phoneNumberProblem('+4479111', false)).toBe('Invalid phone number.');
  });
});
