import { Button, Input } from 'antd';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { WELCOME_MESSAGE_MAX_TEXT } from '@shared/onboarding';
import { FormField } from '@renderer/components/form-field';
import { preventImplicitSubmit } from '@renderer/lib/forms/prevent-implicit-submit';
import { RichTextEditor } from '@renderer/components/rich-text/rich-text-editor';
import type { WelcomeFormValues } from '../schemas/welcome-form-schema';

export const WELCOME_FIELD_IDS = {
  message: 'welcome-message',
  arrival: 'welcome-arrival-time',
  address: 'welcome-address',
  instructions: 'welcome-instructions',
} as const;

export interface WelcomeEditorFormProps {
  control: Control<WelcomeFormValues>;
  errors: FieldErrors<WelcomeFormValues>;
  /** Read-only: the fields show the values but take no input, and Save is off. */
  disabled: boolean;
  saving: boolean;
  onSubmit(): void;
}

/**
 * The coordinator's side: the welcome message and the first-day details the hire will read. It
 * saves only on Save: Enter in a single-line field does not send the form.
 */
export function WelcomeEditorForm({ control, errors, disabled, saving, onSubmit }: WelcomeEditorFormProps) {
  return (
    <form
      noValidate
      aria-label="Welcome message and first day"
      onKeyDown={preventImplicitSubmit}
      onSubmit={(event) => {
        event.preventDefault();
        if (!disabled) onSubmit();
      }}
    >
      <Controller
        name="welcomeMessage"
        control={control}
        render={({ field }) => (
          <RichTextEditor
            id={WELCOME_FIELD_IDS.message}
            label="Welcome message"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            maxLength={WELCOME_MESSAGE_MAX_TEXT}
            placeholder="Say hello, and what the first weeks will bring."
            error={errors.welcomeMessage?.message}
          />
        )}
      />
      <FormField id={WELCOME_FIELD_IDS.arrival} label="Arrival time" error={errors.arrivalTime?.message}>
        <Controller
          name="arrivalTime"
          control={control}
          render={({ field }) => (
            <Input
              id={WELCOME_FIELD_IDS.arrival}
              {...field}
              disabled={disabled}
              maxLength={5}
              status={errors.arrivalTime ? 'error' : undefined}
              aria-invalid={errors.arrivalTime ? true : undefined}
              aria-describedby={`${WELCOME_FIELD_IDS.arrival}-error`}
              placeholder="HH:mm, such as 09:30"
              style={{ width: 200, maxWidth: '100%' }}
            />
          )}
        />
      </FormField>
      <FormField id={WELCOME_FIELD_IDS.address} label="Address" error={errors.address?.message}>
        <Controller
          name="address"
          control={control}
          render={({ field }) => (
            <Input
              id={WELCOME_FIELD_IDS.address}
              {...field}
              disabled={disabled}
              status={errors.address ? 'error' : undefined}
              aria-invalid={errors.address ? true : undefined}
              aria-describedby={`${WELCOME_FIELD_IDS.address}-error`}
              placeholder="Where to go on the first day"
            />
          )}
        />
      </FormField>
      <FormField id={WELCOME_FIELD_IDS.instructions} label="Instructions" error={errors.instructions?.message}>
        <Controller
          name="instructions"
          control={control}
          render={({ field }) => (
            <Input.TextArea
              id={WELCOME_FIELD_IDS.instructions}
              {...field}
              disabled={disabled}
              autoSize={{ minRows: 3, maxRows: 8 }}
              status={errors.instructions ? 'error' : undefined}
              aria-invalid={errors.instructions ? true : undefined}
              aria-describedby={`${WELCOME_FIELD_IDS.instructions}-error`}
              placeholder="Who to ask for, what to bring"
            />
          )}
        />
      </FormField>
      <Button type="primary" htmlType="submit" loading={saving} disabled={disabled}>
        Save
      </Button>
    </form>
  );
}
