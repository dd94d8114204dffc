import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSqliteDriver } from '../ensure-native-driver';
import type { DatabaseConfig } from '../db/open-database';
import { type OutboxMail, readOutbox } from './outbox';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function deliveryState(mail: OutboxMail): string {
  const attempts = `${mail.attempts} attempt${mail.attempts === 1 ? '' : 's'}`;
  const lastError = mail.lastError === null ? '' : `; last error: ${mail.lastError}`;
  switch (mail.status) {
    case 'kept':
      return '';
    case 'sent':
      return `  [sent ${mail.sentAt}, ${attempts}]`;
    case 'failed':
      return `  [failed after ${attempts}${lastError}]`;
    default:
      return `  [${mail.status}, ${attempts} so far${lastError}]`;
  }
}

function readable(mail: OutboxMail): string {
  const body = mail.text.trimEnd() || '(The body is removed once a mail is sent or has failed.)';
  return [`=== ${mail.queuedAt}  to ${mail.to}${deliveryState(mail)}`, `Subject: ${mail.subject}`, '', body, ''].join('\n');
}

async function databaseConfig(): Promise<DatabaseConfig> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) {
    return { kind: 'postgres', url: databaseUrl };
  }
  const file = join(resolve(process.env.GATEWAY_DATA_DIR ?? '.data'), 'gateway.sqlite');
  if (!existsSync(file)) {
    fail(`There is no gateway database at ${file}. Start the gateway (npm run gateway) with the same GATEWAY_DATA_DIR first.`);
  }
  await ensureSqliteDriver();
  return { kind: 'sqlite', file };
}

async function main(): Promise<void> {
  let values: { json?: boolean; limit?: string; to?: string };
  try {
    ({ values } = parseArgs({ options: { json: { type: 'boolean' }, limit: { type: 'string' }, to: { type: 'string' } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run outbox -- [--json] [--limit N] [--to email]`);
  }
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1)) {
    fail(`--limit must be a whole number above 0, not "${values.limit}".`);
  }

  const { openDatabase } = await import('../db/open-database');
  const { db } = await openDatabase(await databaseConfig());
  try {
    const mails = await readOutbox(db, { limit, to: values.to?.trim().toLowerCase() });
    if (values.json === true) {
      for (const mail of mails) {
        process.stdout.write(`${JSON.stringify(mail)}\n`);
      }
    } else if (mails.length === 0) {
      console.info('The outbox is empty.');
    } else {
      process.stdout.write(mails.map(readable).join('\n'));
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  fail(`The outbox could not be read: ${error instanceof Error ? error.message : String(error)}`);
});
