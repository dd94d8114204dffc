import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, theme } from 'antd';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FORM_MAX_WIDTH_PX } from '@shared/constants';
import { SUCCESS_FALLBACKS } from '@shared/messages';
import { ROUTES } from '@shared/routes';
import { useUnsavedChanges } from '@renderer/lib/forms/unsaved-changes';
import { useMessageCall } from '../api/use-message-call';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '../schemas/change-password-schema';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

const IDS = { current: 'change-password-current', password: 'change-password-new', confirm: 'change-password-confirm' } as const;

export interface ChangePasswordFormProps {
  /** Asked before the change is sent, as it will sign the user out; false keeps the form as it is. */
  beforeChange?(): Promise<boolean>;
  /** Spec section 4: after a change the user is signed out, then sent to sign-in. */
  onChanged(): Promise<void>;
}

/** Spec sections 2, 5 and 8: the signed-in user's password change. */
export function ChangePasswordForm({ beforeChange, onChanged }: ChangePasswordFormProps) {
  const { token } = theme.useToken();
  const form = useForm<ChangePasswordFormValues>({
    mode: 'onChange',
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { control, handleSubmit, formState } = form;
  const guard = useUnsavedChanges(formState.isDirty);
  // The change signs the user out, which leaves this page: nothing is left unsaved by then.
  const changePassword = useMessageCall('auth.changePassword', {
    successFallback: SUCCESS_FALLBACKS.changePassword,
    afterSuccess: () => guard.leaveWithoutAsking(onChanged),
  });
  const { errors } = formState;
  const submit = async (values: ChangePasswordFormValues) => {
    if (beforeChange && !(await beforeChange())) return;
    changePassword.mutate(values);
  };

  return (
    <Card style={{ maxWidth: FORM_MAX_WIDTH_PX }}>
      <h1 style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorTextHeading, margin: `0 0 ${token.marginXXS}px` }}>Change Password</h1>
      <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginLG}px` }}>Enter your new Password here</p>
      <form noValidate aria-label="Change Password" onSubmit={(event) => void handleSubmit(submit)(event)}>
        <PasswordField
          control={control}
          name="oldPassword"
          id={IDS.current}
          label="Current Password"
          error={errors.oldPassword?.message}
          autoComplete="current-password"
          markRequired
        />
        <NewPasswordFields form={form} ids={IDS} markRequired />
        <Button type="primary" htmlType="submit" size="large" block loading={changePassword.isPending || changePassword.isSuccess}>
          Update Password
        </Button>
      </form>
      <p style={{ marginTop: token.marginLG, marginBottom: 0 }}>
        <Link to={ROUTES.myProfile} style={{ color: token.colorLink }}>
          Back to My Profile
        </Link>
      </p>
    </Card>
  );
}
