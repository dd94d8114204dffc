import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSqliteDriver } from './ensure-native-driver';
import { GATEWAY_LOG_LEVELS, type GatewayLogLevel } from './log-levels';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import type { GatewayOptions } from './server';

const SECRET_FILE = 'jwt-secret';
const MIN_SECRET_LENGTH = 32;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The embedded gateway's own secret: made once, kept beside its database, readable by its owner only. */
function embeddedSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    fail(`The secret in ${file} is shorter than ${MIN_SECRET_LENGTH} characters; delete the file to make a new one.`);
  }
  return secret;
}

/** A whole number of at least 1 from the environment, or undefined when unset. */
function positiveWhole(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name]?.trim() || undefined;
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    fail(`${name} must be a whole number of at least 1, not "${value}".`);
  }
  return parsed;
}

/** SMTP_URL, MAIL_FROM, MAIL_DELIVERY_ATTEMPTS and APP_WEB_URL: where mail goes, how often it is tried, which web host its links open. */
function mailOptions(env: NodeJS.ProcessEnv): NonNullable<GatewayOptions['mail']> {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    fail('SMTP_URL must start with smtp:// or smtps://.');
  }
  const appWebUrl = env.APP_WEB_URL?.trim() || undefined;
  if (appWebUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(appWebUrl)) {
    fail(`APP_WEB_URL must be an http:// or https:// address, not "${appWebUrl}".`);
  }
  const from = env.MAIL_FROM?.trim() || undefined;
  const maxAttempts = positiveWhole(env, 'MAIL_DELIVERY_ATTEMPTS');
  return {
    ...(smtpUrl === undefined ? {} : { smtpUrl }),
    ...(from === undefined ? {} : { from }),
    ...(appWebUrl === undefined ? {} : { appWebUrl }),
    ...(maxAttempts === undefined ? {} : { delivery: { maxAttempts } }),
  };
}

/** LEGAL_DIR, LEGAL_OPERATOR_NAME and LEGAL_CONTACT_EMAIL: the operator's own documents, name and contact. */
function legalOptions(env: NodeJS.ProcessEnv): NonNullable<GatewayOptions['legal']> {
  const dir = env.LEGAL_DIR?.trim() || undefined;
  const operatorName = env.LEGAL_OPERATOR_NAME?.trim() || undefined;
  const contactEmail = env.LEGAL_CONTACT_EMAIL?.trim() || undefined;
  return {
    ...(dir === undefined ? {} : { dir: resolve(dir) }),
    ...(operatorName === undefined ? {} : { operatorName }),
    ...(contactEmail === undefined ? {} : { contactEmail }),
  };
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? '4100');
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    fail(`GATEWAY_PORT must be a port number, not "${value}".`);
  }
  return parsed;
}

function trustProxy(value: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(value);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

async function main(): Promise<void> {
  const env = process.env;
  const host = env.GATEWAY_HOST ?? '127.0.0.1';
  const listenPort = port(env.GATEWAY_PORT);
  const trustedProxies = trustProxy(env.GATEWAY_TRUST_PROXY);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const configuredSecret = env.GATEWAY_JWT_SECRET?.trim() || undefined;
  if (configuredSecret !== undefined && configuredSecret.length < MIN_SECRET_LENGTH) {
    fail(`GATEWAY_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }

  const logLevel = env.GATEWAY_LOG_LEVEL?.trim() || 'info';
  if (!(GATEWAY_LOG_LEVELS as readonly string[]).includes(logLevel)) {
    fail(`GATEWAY_LOG_LEVEL must be one of ${GATEWAY_LOG_LEVELS.join(', ')}.`);
  }
  const logger = logLevel as GatewayLogLevel;
  const mail = mailOptions(env);

  let options: GatewayOptions;
  if (databaseUrl !== undefined) {
    if (configuredSecret === undefined) {
      fail('DATABASE_URL is set but GATEWAY_JWT_SECRET is not: every gateway instance on a shared database needs the same secret.');
    }
    options = { database: { kind: 'postgres', url: databaseUrl }, jwtSecret: configuredSecret, seedDemo: false, logger };
  } else {
    const dataDir = resolve(env.GATEWAY_DATA_DIR ?? '.data');
    mkdirSync(dataDir, { recursive: true });
    await ensureSqliteDriver();
    options = {
      database: { kind: 'sqlite', file: join(dataDir, 'gateway.sqlite') },
      jwtSecret: configuredSecret ?? embeddedSecret(dataDir),
      seedDemo: true,
      logger,
    };
  }

  const { startGateway } = await import('./server');
  const companiesHouseApiKey = env.COMPANIES_HOUSE_API_KEY?.trim() || undefined;
  const gateway = await startGateway({
    ...options,
    host,
    port: listenPort,
    mail,
    legal: legalOptions(env),
    trustProxy: trustedProxies,
    ...(companiesHouseApiKey === undefined ? {} : { companyRegister: { companiesHouseApiKey } }),
  });
  console.info(`Onboarding gateway listening on ${gateway.url}`);

  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The gateway did not close cleanly:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  fail(`The onboarding gateway could not start: ${error instanceof Error ? error.message : String(error)}`);
});
