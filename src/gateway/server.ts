import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './auth/access-tokens';
import { CodeRequests, type CodeRequestSettings, DEFAULT_CODE_REQUESTS } from './auth/code-requests';
import { DEFAULT_LIFECYCLE_RATE_LIMITS, LifecycleLimiter, type LifecycleRateLimits } from './auth/lifecycle-limits';
import { OneTimeCodeStore } from './auth/one-time-codes';
import { RefreshTokenStore } from './auth/refresh-tokens';
import { DEFAULT_SIGN_IN_RATE_LIMITS, SignInLimiter, type SignInRateLimits } from './auth/sign-in-limits';
import { type CompanyRegisterOptions, createCompanyRegister } from './company-register/create-company-register';
import { openDatabase } from './db/open-database';
import { createLimiterStore } from './rate-limits/limiter-store';
import { type FileStoreOptions, registerFileRoutes } from './files/file-routes';
import { sweepUnattachedUploads } from './files/unattached-upload-sweep';
import { createHandlers } from './handlers';
import { installErrorHandling } from './http/error-handling';
import { requireProductHeader } from './http/product-header';
import { registerOperations } from './http/register-operations';
import { LEGAL_PATHS, loadLegalPages, registerLegalPages, type LegalOptions } from './legal/legal-pages';
import { createGatewayMail } from './mail/create-gateway-mail';
import { DEFAULT_APP_WEB_URL, type MailOptions } from './mail/mailer';
import { seedDemoCompanies } from './seed/demo-company';
import { BoundedMemo } from './bounded-memo';
import { createHireListMemo } from './onboarding/hires/hire-list-memo';
import type { GatewayServices } from './services';
import type { GatewayLogLevel } from './log-levels';
import type { TrustProxy } from './trust-proxy';

export type { SignInRateLimits } from './auth/sign-in-limits';
export type { LifecycleRateLimits } from './auth/lifecycle-limits';
export type { MailOptions } from './mail/mailer';
export type { LegalOptions } from './legal/legal-pages';
export type { FileStoreOptions } from './files/file-routes';

export interface GatewayOptions {
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  /** HS256 key of the access tokens; at least 32 characters. */
  jwtSecret: string;
  /** Default 900; never more than 900. */
  accessTokenTtlSeconds?: number;
  /** Default 30 days; a refresh family never outlives its first token. */
  refreshTokenTtlSeconds?: number;
  /** Seed the demo companies when the database has no company. */
  seedDemo?: boolean;
  rateLimits?: Partial<SignInRateLimits>;
  /** Sign-up, forgot/reset/set-new/change password and email verification limits. */
  lifecycleRateLimits?: Partial<LifecycleRateLimits>;
  /** SMTP delivery and the links in mails; without an SMTP URL mail is kept in the outbox table. */
  mail?: MailOptions;
  /** false: silent; true: 'info'; or the lowest level to log. */
  logger?: boolean | GatewayLogLevel;
  /** Where log lines go; standard output when not given. */
  logStream?: { write(line: string): void };
  /** UK company register: Companies House's API when a key is given, else the local register table. */
  companyRegister?: CompanyRegisterOptions;
  /** The Terms of Service and Privacy Policy pages: the bundled ones, or an operator's own folder. */
  legal?: LegalOptions;
  /** The file store's upload limits per user. */
  fileStore?: FileStoreOptions;
  /** Whose X-Forwarded-For names the client (and so keys the per-address limits); no one's unless set. */
  trustProxy?: TrustProxy;
  /** How the forgot-password and resend-otp requests are resolved after their answer. */
  codeRequests?: Partial<CodeRequestSettings>;
}

const DEFAULT_REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const MIN_SECRET_LENGTH = 32;
const UNGUARDED_PATHS = ['/health', '/openapi.json', ...LEGAL_PATHS];

/** Passwords and tokens never reach the log, wherever they appear. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.refreshToken',
  'password',
  'refreshToken',
  'authToken',
  '*.password',
  '*.refreshToken',
  '*.authToken',
  '*.tempPassword',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
];

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  if (options.jwtSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`The gateway's JWT secret must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  const accessTtl = Math.min(options.accessTokenTtlSeconds ?? MAX_ACCESS_TOKEN_TTL_SECONDS, MAX_ACCESS_TOKEN_TTL_SECONDS);
  const refreshTtl = options.refreshTokenTtlSeconds ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS;

  const legalPages = await loadLegalPages(options.legal);
  const { db, pool, kind } = await openDatabase(options.database);
  const limiters = createLimiterStore(pool);
  try {
    if (options.seedDemo === true) {
      await seedDemoCompanies(db);
    }
    const mail = createGatewayMail(options.mail ?? {}, db, kind);
    const codes = new OneTimeCodeStore(db, options.jwtSecret);
    const mailContext = { appWebUrl: options.mail?.appWebUrl ?? DEFAULT_APP_WEB_URL };
    const codeRequests = new CodeRequests(db, kind, { codes, mail: mail.outbox, mailContext }, { ...DEFAULT_CODE_REQUESTS, ...options.codeRequests });
    const services: GatewayServices = {
      db,
      accessTokens: createAccessTokens(options.jwtSecret, accessTtl),
      refreshTokens: new RefreshTokenStore(db, refreshTtl),
      signInLimiter: new SignInLimiter({ ...DEFAULT_SIGN_IN_RATE_LIMITS, ...options.rateLimits }, limiters),
      companyRegister: createCompanyRegister(db, options.companyRegister),
      lifecycleLimiter: new LifecycleLimiter({ ...DEFAULT_LIFECYCLE_RATE_LIMITS, ...options.lifecycleRateLimits }, limiters),
      limiters,
      codes,
      codeRequests,
      mail: mail.outbox,
      mailContext,
      activeFamilies: new BoundedMemo(10_000),
      hireList: createHireListMemo(),
      // Enough for the pages a company's coordinators read in a day, as the hires list keeps.
      taskList: new BoundedMemo(1_000),
      dashboards: new BoundedMemo(1_000),
    };

    const app = Fastify({
      logger: options.logger
        ? {
            level: options.logger === true ? 'info' : options.logger,
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          }
        : false,
      bodyLimit: 64 * 1024,
      trustProxy: options.trustProxy ?? false,
    });
    app.addHook('onClose', async () => {
      await codeRequests.stop();
      await mail.close();
      limiters.close();
      await db.destroy();
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    requireProductHeader(app, UNGUARDED_PATHS);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'HCM onboarding gateway', version: '1' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });

    app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    registerLegalPages(app, legalPages);
    registerOperations(app, createHandlers(services), services);
    await registerFileRoutes(app, services, options.fileStore);
    sweepUnattachedUploads(app, db);

    await app.ready();
    mail.start(app.log);
    codeRequests.start(app.log);
    return app;
  } catch (error) {
    limiters.close();
    await db.destroy();
    throw error;
  }
}

export async function startGateway(
  options: GatewayOptions & { host?: string; port?: number },
): Promise<{ url: string; app: FastifyInstance; close(): Promise<void> }> {
  const { host = '127.0.0.1', port = 0, ...gatewayOptions } = options;
  const app = await buildGateway(gatewayOptions);
  try {
    await app.listen({ host, port });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${urlHost}:${boundPort}`, app, close: () => app.close() };
}
