import { Flex, Input, type InputRef } from 'antd';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@shared/signup';
import { OTP_FIELDS, type OtpField, type OtpFormValues } from '../schemas/otp-schema';

export interface OtpDigitInputsProps {
  values: OtpFormValues;
  invalid: boolean;
  describedBy: string;
  disabled?: boolean;
  onDigit(field: OtpField, digit: string): void;
}

const BOX_STYLE = { width: 56, height: 56, textAlign: 'center', fontSize: 22 } as const;

/**
 * Spec sections 3, 4 and 5: one digit per box; non-digits are ignored, a digit moves focus on,
 * Backspace on an empty box goes back, and pasting a 4-digit code fills every box.
 */
export function OtpDigitInputs({ values, invalid, describedBy, disabled = false, onDigit }: OtpDigitInputsProps) {
  const boxes = useRef<(InputRef | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)]?.focus();

  const handleChange = (index: number, raw: string) => {
    const field = OTP_FIELDS[index];
    if (!field) return;
    if (raw === '') {
      onDigit(field, '');
      return;
    }
    // The box may already hold a digit; the one just typed is the last digit of the new value.
    const digit = raw.replace(/\D/g, '').slice(-1);
    if (digit === '') return;
    onDigit(field, digit);
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const field = OTP_FIELDS[index];
    if (event.key === 'Backspace' && field && values[field] === '' && index > 0) {
      event.preventDefault();
      const previous = OTP_FIELDS[index - 1];
      if (previous) onDigit(previous, '');
      focusBox(index - 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    // A whole code fills every box; otherwise its digits fill the boxes from this one on.
    const start = /^\d{4}$/.test(text) ? 0 : index;
    const digits = text
      .replace(/\D/g, '')
      .slice(0, OTP_LENGTH - start)
      .split('');
    digits.forEach((digit, offset) => {
      const field = OTP_FIELDS[start + offset];
      if (field) onDigit(field, digit);
    });
    if (digits.length > 0) focusBox(start + digits.length);
  };

  return (
    <Flex gap={12} role="group" aria-label="Verification code">
      {OTP_FIELDS.map((field, index) => (
        <Input
          key={field}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          name={field}
          value={values[field]}
          size="large"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
          style={BOX_STYLE}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </Flex>
  );
}
