import { Button, Checkbox, Flex, Input, theme } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@shared/routes';
import { fieldErrorId, FormField } from '@renderer/components/form-field';
import { TextLink } from '@renderer/components/text-link';
import { useSession } from '@renderer/lib/session/session-context';
import { useSignIn } from '../api/use-sign-in';
import { loadSignInValidation, signInResolver } from '../schemas/sign-in-resolver';
import type { SignInFormInput, SignInFormValues } from '../schemas/sign-in-schema';

const FIELD_IDS = { email: 'sign-in-email', password: 'sign-in-password' } as const;

/** Spec sections 2, 5 and 8: validated on change, the input kept when the sign-in fails. */
export function SignInForm() {
  const { state } = useSession();
  const { token } = theme.useToken();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn(searchParams.get('returnTo'));
  const remembered = state.rememberMe && state.rememberedEmail ? state.rememberedEmail : null;

  const { control, handleSubmit, formState } = useForm<SignInFormInput, unknown, SignInFormValues>({
    mode: 'onChange',
    resolver: signInResolver,
    defaultValues: { email: remembered ?? '', password: '', loggedIn: remembered !== null },
  });
  const { errors } = formState;
  // Fetched as the user starts on the form, so it is in by the first keystroke; the first check
  // fetches it again should this fail.
  const prepareValidation = () => void loadSignInValidation().catch(() => undefined);

  return (
    <form noValidate aria-label="Sign in" onFocus={prepareValidation} onSubmit={(event) => void handleSubmit((values) => signIn.mutate(values))(event)}>
      <FormField id={FIELD_IDS.email} label="Email" error={errors.email?.message}>
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <Input
              {...field}
              id={FIELD_IDS.email}
              type="email"
              size="large"
              autoComplete="username"
              placeholder="name@company.com"
              status={errors.email ? 'error' : undefined}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={fieldErrorId(FIELD_IDS.email)}
            />
          )}
        />
      </FormField>
      <FormField id={FIELD_IDS.password} label="Password" error={errors.password?.message}>
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <Input.Password
              {...field}
              id={FIELD_IDS.password}
              size="large"
              autoComplete="current-password"
              status={errors.password ? 'error' : undefined}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={fieldErrorId(FIELD_IDS.password)}
            />
          )}
        />
      </FormField>
      <Flex justify="space-between" align="center" style={{ marginBottom: token.marginLG }}>
        <Controller
          control={control}
          name="loggedIn"
          render={({ field }) => (
            <Checkbox ref={field.ref} name={field.name} checked={field.value} onBlur={field.onBlur} onChange={(event) => field.onChange(event.target.checked)}>
              Remember me
            </Checkbox>
          )}
        />
        <Link to={ROUTES.forgotPassword} style={{ color: token.colorLink }}>
          Forgot Password
        </Link>
      </Flex>
      <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
        Login
      </Button>
      <p style={{ textAlign: 'center', marginTop: token.marginLG, marginBottom: 0, color: token.colorText }}>
        Don't have an account? <TextLink to={ROUTES.signUp}>Register Now</TextLink>
      </p>
    </form>
  );
}
