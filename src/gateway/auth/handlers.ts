import { changePasswordHandler } from './change-password-handler';
import { confirmForgotPasswordHandler } from './confirm-forgot-password-handler';
import { forgotPasswordHandler } from './forgot-password-handler';
import { endLoginAsHandler, loginAsHandler } from './login-as-handlers';
import { refreshTokenHandler } from './refresh-token-handler';
import { setNewPasswordHandler } from './set-new-password-handler';
import { signInHandler } from './sign-in-handler';
import { resendOtpHandler } from './signup/resend-otp-handler';
import { signupCompanyHandler } from './signup/signup-company-handler';
import { verifyOtpHandler } from './signup/verify-otp-handler';
import type { NamespaceHandlers } from '../http/operation-handler';
import type { GatewayServices } from '../services';

/** The `auth.*` operations: sign-in and tokens, log in as, sign-up, passwords and email verification. */
export function authHandlers(services: GatewayServices): NamespaceHandlers<'auth'> {
  return {
    'auth.signIn': signInHandler(services),
    'auth.refreshToken': refreshTokenHandler(services),
    'auth.loginAs': loginAsHandler(services),
    'auth.endLoginAs': endLoginAsHandler(services),
    'auth.signupCompany': signupCompanyHandler(services),
    'auth.forgotPassword': forgotPasswordHandler(services),
    'auth.setNewPassword': setNewPasswordHandler(services),
    'auth.confirmForgotPassword': confirmForgotPasswordHandler(services),
    'auth.changePassword': changePasswordHandler(services),
    'auth.verifyOtp': verifyOtpHandler(services),
    'auth.resendOtp': resendOtpHandler(services),
  };
}
