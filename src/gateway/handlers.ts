import { changePasswordHandler } from './auth/change-password';
import { confirmForgotPasswordHandler } from './auth/confirm-forgot-password';
import { forgotPasswordHandler } from './auth/forgot-password';
import { logoutHandler } from './auth/logout';
import { refreshTokenHandler } from './auth/refresh-token';
import { setNewPasswordHandler } from './auth/set-new-password';
import { signInHandler } from './auth/sign-in';
import { companyRegisterSearchHandler } from './company-register/search-handler';
import type { HandlerMap } from './http/operation-handler';
import type { GatewayServices } from './services';
import { resendOtpHandler } from './signup/resend-otp';
import { signupCompanyHandler } from './signup/signup-company';
import { verifyOtpHandler } from './signup/verify-otp';
import { currentUserHandler } from './users/current-user';

export function createHandlers(services: GatewayServices): HandlerMap {
  return {
    'auth.signIn': signInHandler(services),
    'auth.refreshToken': refreshTokenHandler(services),
    'users.logout': logoutHandler(services),
    'users.me': currentUserHandler(services),
    'auth.signupCompany': signupCompanyHandler(services),
    'auth.setNewPassword': setNewPasswordHandler(services),
    'auth.forgotPassword': forgotPasswordHandler(services),
    'auth.confirmForgotPassword': confirmForgotPasswordHandler(services),
    'auth.changePassword': changePasswordHandler(services),
    'auth.verifyOtp': verifyOtpHandler(services),
    'auth.resendOtp': resendOtpHandler(services),
    'companyRegister.search': companyRegisterSearchHandler(services),
  };
}
