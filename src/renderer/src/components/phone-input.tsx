import { ConfigProvider, theme } from 'antd';
import { useState, type ComponentProps, type ComponentType, type CSSProperties, type Ref } from 'react';
import PhoneNumberInput, { isValidPhoneNumber, type Country } from 'react-phone-number-input';
import flags from 'react-phone-number-input/flags';
import 'react-phone-number-input/style.css';
import { VALIDATION } from '@shared/messages';
import { fieldErrorId, FormField } from './form-field';

/** Spec sections 5 and 9: the phone field's texts and its default country. */
export const PHONE_INPUT_TEXT = {
  placeholder: 'Enter phone number',
  invalid: 'Invalid phone number.',
} as const;

// The library types its ref as the class instance; at runtime it forwards the ref to the <input>.
const PhoneNumberField = PhoneNumberInput as unknown as ComponentType<ComponentProps<typeof PhoneNumberInput> & { ref?: Ref<HTMLInputElement> | undefined }>;

export const DEFAULT_PHONE_COUNTRY: Country = 'GB';

/** The problem with a phone number, checked against libphonenumber's metadata; '' is empty. */
export function phoneNumberProblem(value: string, required: boolean): string | undefined {
  if (value === '') return required ? VALIDATION.fieldRequired : undefined;
  return isValidPhoneNumber(value) ? undefined : PHONE_INPUT_TEXT.invalid;
}

export interface PhoneInputProps {
  id: string;
  label: string;
  /** The number in E.164 form (+447700900123), or '' when empty. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  required?: boolean;
  /**
   * The surrounding form's message for this field. Its 'Invalid phone number.' waits for the
   * field to lose focus; any other message shows at once.
   */
  error?: string | undefined;
  defaultCountry?: Country;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

// The library lays the country select and the input out; these rules give the box antd's look.
// Colours come from the theme tokens as custom properties, so light and dark both follow antd.
const PHONE_INPUT_CSS = `
.hcm-phone-input {
  box-sizing: border-box;
  min-height: var(--hcm-phone-height);
  padding: 0 var(--hcm-phone-padding-inline);
  border: var(--hcm-phone-line-width) solid var(--hcm-phone-border);
  border-radius: var(--hcm-phone-radius);
  background: var(--hcm-phone-bg);
  transition: border-color 0.2s, box-shadow 0.2s;
  --PhoneInput-color--focus: var(--hcm-phone-focus);
  --PhoneInputCountryFlag-borderColor: var(--hcm-phone-border);
  --PhoneInputCountrySelectArrow-color: var(--hcm-phone-text);
}
.hcm-phone-input:hover { border-color: var(--hcm-phone-hover); }
.hcm-phone-input:focus-within { border-color: var(--hcm-phone-focus); box-shadow: 0 0 0 var(--hcm-phone-outline-width) var(--hcm-phone-outline); }
.hcm-phone-input.PhoneInput--disabled { background: var(--hcm-phone-bg-disabled); cursor: not-allowed; }
.hcm-phone-input .PhoneInputInput {
  border: 0;
  outline: none;
  background: transparent;
  color: var(--hcm-phone-text);
  font: inherit;
  font-family: var(--hcm-phone-font-family);
  font-size: var(--hcm-phone-font-size);
  line-height: var(--hcm-phone-line-height);
  padding: 0;
}
.hcm-phone-input .PhoneInputInput::placeholder { color: var(--hcm-phone-placeholder); }
.hcm-phone-input .PhoneInputInput:disabled { color: var(--hcm-phone-text-disabled); cursor: not-allowed; }
`;

function usePhoneInputStyle(hasError: boolean): CSSProperties {
  const { token } = theme.useToken();
  return {
    '--hcm-phone-height': `${token.controlHeightLG}px`,
    '--hcm-phone-padding-inline': `${token.paddingSM - token.lineWidth}px`,
    '--hcm-phone-line-width': `${token.lineWidth}px`,
    '--hcm-phone-radius': `${token.borderRadiusLG}px`,
    '--hcm-phone-bg': token.colorBgContainer,
    '--hcm-phone-bg-disabled': token.colorBgContainerDisabled,
    '--hcm-phone-border': hasError ? token.colorError : token.colorBorder,
    '--hcm-phone-hover': hasError ? token.colorErrorBorderHover : token.colorPrimaryHover,
    '--hcm-phone-focus': hasError ? token.colorError : token.colorPrimary,
    '--hcm-phone-outline': hasError ? token.colorErrorOutline : token.controlOutline,
    '--hcm-phone-outline-width': `${token.controlOutlineWidth}px`,
    '--hcm-phone-text': token.colorText,
    '--hcm-phone-text-disabled': token.colorTextDisabled,
    '--hcm-phone-placeholder': token.colorTextPlaceholder,
    '--hcm-phone-font-family': token.fontFamily,
    '--hcm-phone-font-size': `${token.fontSizeLG}px`,
    '--hcm-phone-line-height': String(token.lineHeightLG),
  } as CSSProperties;
}

/**
 * A labelled international phone field (react-phone-number-input with antd's look): GB by
 * default, optional or required, and 'Invalid phone number.' once the field loses focus.
 */
export function PhoneInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  required = false,
  error,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  disabled,
  inputRef,
}: PhoneInputProps) {
  // Whether the value has been checked: false while the user types, true once the field is left.
  const [checked, setChecked] = useState(() => value !== '');
  const ownProblem = checked ? phoneNumberProblem(value, required) : undefined;
  const shown = error === PHONE_INPUT_TEXT.invalid ? (checked ? error : undefined) : (error ?? ownProblem);
  const style = usePhoneInputStyle(shown !== undefined);
  // Off wherever antd's own controls are (a disabled form, a ReadOnlyScope), unless told otherwise.
  const { componentDisabled } = ConfigProvider.useConfig();

  return (
    <FormField id={id} label={label} error={shown}>
      <style>{PHONE_INPUT_CSS}</style>
      <PhoneNumberField
        id={id}
        ref={inputRef}
        className="hcm-phone-input"
        style={style}
        flags={flags}
        defaultCountry={defaultCountry}
        initialValueFormat="national"
        placeholder={PHONE_INPUT_TEXT.placeholder}
        autoComplete="tel"
        disabled={disabled ?? componentDisabled}
        value={value === '' ? undefined : value}
        onChange={(next) => {
          setChecked(false);
          onChange(next ?? '');
        }}
        onBlur={() => {
          setChecked(true);
          onBlur?.();
        }}
        onKeyDown={(event: { key: string }) => {
          // Enter submits the surrounding form, so the number counts as checked from here on.
          if (event.key === 'Enter') setChecked(true);
        }}
        numberInputProps={{
          'aria-required': required ? true : undefined,
          'aria-invalid': shown ? true : undefined,
          'aria-describedby': fieldErrorId(id),
        }}
      />
    </FormField>
  );
}
