/**
 * The gateway the forgot-password bench measures: its own process, the demo companies, mail through
 * BENCH_SMTP_URL, the forgot-password limits raised. BENCH_DB as in bench-database.ts.
 */
import { startGateway } from '../src/gateway/server';
import { benchDatabaseConfig, dropBenchDatabase } from './bench-database';

const config = benchDatabaseConfig('hcm-bench-mail-');
const gateway = await startGateway({
  database: config,
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
  seedDemo: true,
  mail: { smtpUrl: process.env.BENCH_SMTP_URL },
  // The bench asks for thousands of reset codes from one address on purpose.
  lifecycleRateLimits: { forgotPasswordPerEmail: 1_000_000, forgotPasswordPerAddress: 1_000_000 },
});
process.stdout.write(`${gateway.url}\n`);

process.on('SIGTERM', () => {
  void gateway
    .close()
    .then(() => dropBenchDatabase(config))
    .then(() => process.exit(0));
});
