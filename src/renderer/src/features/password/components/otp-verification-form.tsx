import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, theme } from 'antd';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { OTP_COUNTDOWN_SECONDS } from '@shared/signup';
import { ROUTES } from '@shared/routes';
import { useMessageCall } from '../api/use-message-call';
import { useCountdown } from '../hooks/use-countdown';
import { OTP_FIELDS, otpCode, otpFormSchema, type OtpField, type OtpFormValues } from '../schemas/otp-schema';
import { AuthPageTitle } from './auth-page-title';
import { OtpDigitInputs } from './otp-digit-inputs';

export const OTP_TEXT = {
  verified: 'Your email address is verified.',
  resent: 'A new code is on its way to your email.',
} as const;

const ERROR_ID = 'otp-verification-error';

function clock(seconds: number): string {
  return `0:${String(seconds).padStart(2, '0')}`;
}

/** Verifies the account's email with the 4-digit code the gateway mailed (spec sections 2, 4 and 5). */
export function OtpVerificationForm({ email }: { email: string }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const countdown = useCountdown(OTP_COUNTDOWN_SECONDS);
  const { control, handleSubmit, formState, setValue } = useForm<OtpFormValues>({
    mode: 'onChange',
    resolver: zodResolver(otpFormSchema),
    defaultValues: { fieldOne: '', fieldTwo: '', fieldThree: '', fieldFour: '' },
  });
  const values = useWatch({ control }) as OtpFormValues;
  const verify = useMessageCall('auth.verifyOtp', { successFallback: OTP_TEXT.verified, afterSuccess: () => navigate(ROUTES.signIn, { replace: true }) });
  const resend = useMessageCall('auth.resendOtp', { successFallback: OTP_TEXT.resent, afterSuccess: countdown.restart });
  const error = OTP_FIELDS.map((field) => formState.errors[field]?.message).find((message) => message !== undefined);
  const setDigit = (field: OtpField, digit: string) => setValue(field, digit, { shouldValidate: true, shouldDirty: true });
  const waiting = countdown.remaining > 0;

  return (
    <form
      noValidate
      aria-label="Verify your email"
      onSubmit={(event) => void handleSubmit((code) => verify.mutate({ id: email, type: 'email', code: otpCode(code) }))(event)}
    >
      <AuthPageTitle title="Verify Your Email" text={`Enter the 4-digit code we sent to ${email}.`} />
      <OtpDigitInputs values={values} invalid={error !== undefined} describedBy={ERROR_ID} onDigit={setDigit} />
      <div
        id={ERROR_ID}
        role="alert"
        style={{ minHeight: token.lineHeight * token.fontSize, color: token.colorError, marginTop: token.marginXXS, marginBottom: token.marginSM }}
      >
        {error}
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={verify.isPending || verify.isSuccess}>
        Verify
      </Button>
      <Flex align="center" justify="center" gap={4} style={{ marginTop: token.marginLG, color: token.colorTextSecondary }}>
        <span>Didn't get the code?</span>
        <Button
          type="link"
          disabled={waiting}
          loading={resend.isPending}
          onClick={() => resend.mutate({ id: email, type: 'email' })}
          style={{ paddingInline: 4 }}
        >
          Resend
        </Button>
        {waiting ? <span aria-label={`Resend available in ${countdown.remaining} seconds`}>{clock(countdown.remaining)}</span> : null}
      </Flex>
    </form>
  );
}
