import { render, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@shared/messages';
import { RichTextEditor } from '@renderer/components/rich-text/rich-text-editor';
import { editorBox, errorText, setupUser } from './rich-text-support';

interface WelcomeForm {
  welcome: string;
}

function WelcomeMessageForm({ onSubmit, initial = '' }: { onSubmit: (values: WelcomeForm) => void; initial?: string }) {
  const { control, handleSubmit } = useForm<WelcomeForm>({ defaultValues: { welcome: initial } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        name="welcome"
        control={control}
        rules={{ validate: (html) => (html === '' ? VALIDATION.fieldRequired : true) }}
        render={({ field, fieldState }) => (
          <RichTextEditor
            id="welcome"
            label="Welcome message"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('rich text editor in a react-hook-form Controller', () => {
  it('stops an empty submit with the field error and puts the focus in the editor', async () => {
    const onSubmit = vi.fn();
    const user = setupUser();
    render(<WelcomeMessageForm onSubmit={onSubmit} />);
    await user.click(screen.getByText('Save'));
    await waitFor(() => expect(errorText()).toBe(VALIDATION.fieldRequired));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(editorBox()).toHaveFocus());
    expect(editorBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the HTML the person formatted', async () => {
    const onSubmit = vi.fn();
    const user = setupUser();
    render(<WelcomeMessageForm onSubmit={onSubmit} initial="<p>Welcome aboard</p>" />);
    await user.click(editorBox());
    await user.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    await user.click(screen.getByText('Save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ welcome: '<p><strong>Welcome aboard</strong></p>' });
  });
});
