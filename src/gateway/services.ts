import type { Kysely } from 'kysely';
import type { BoundedMemo } from './bounded-memo';
import type { AccessTokens } from './auth/access-tokens';
import type { CodeRequests } from './auth/code-requests';
import type { LifecycleLimiter } from './auth/lifecycle-limits';
import type { OneTimeCodeStore } from './auth/one-time-codes';
import type { RefreshTokenStore } from './auth/refresh-tokens';
import type { SignInLimiter } from './auth/sign-in-limits';
import type { CompanyRegister } from './company-register/company-register';
import type { GatewayDatabase } from './db/schema';
import type { MailOutbox } from './mail/outbox';
import type { LimiterStore } from './rate-limits/limiter-store';
import type { HireListMemo } from './onboarding/hires/hire-list-memo';
import type { HireListAnswer } from './onboarding/hires/list-hires-handler';
import type { AssignedTasksAnswer } from './onboarding/tasks/assigned-tasks-handler';
import type { DashboardSummary } from '@shared/contract/new-hires';
import type { MailContext } from './mail/mail-templates';

/** What the handlers work with; built once per gateway instance. */
export interface GatewayServices {
  db: Kysely<GatewayDatabase>;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokenStore;
  signInLimiter: SignInLimiter;
  lifecycleLimiter: LifecycleLimiter;
  /** Where every rate limit counts: memory on SQLite, the shared table on PostgreSQL. */
  limiters: LimiterStore;
  codes: OneTimeCodeStore;
  /** Forgot-password's and resend-otp's requests, resolved after the answer. */
  codeRequests: CodeRequests;
  mail: MailOutbox;
  mailContext: MailContext;
  companyRegister: CompanyRegister;
  /** Refresh families found standing, under their company's `access` generation. */
  activeFamilies: BoundedMemo<true>;
  hireList: HireListMemo<HireListAnswer>;
  /** Task list answers, under their company's `shown` and `tasks` generations. */
  taskList: BoundedMemo<AssignedTasksAnswer>;
  /** Dashboard answers, under their company's `hires`, `shown` and `tasks` generations. */
  dashboards: BoundedMemo<DashboardSummary>;
}
