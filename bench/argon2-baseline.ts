/** Bare argon2id verifications per second, with the gateway's parameters, in a process of its own. */
import { hash, verify } from '@node-rs/argon2';
import { runLoad } from './load';
import { PASSWORD_HASH_OPTIONS } from '../src/gateway/auth/passwords';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const stored = await hash('Onboard@2026', PASSWORD_HASH_OPTIONS);
const figures = await runLoad(durationMs, concurrency, async () => verify(stored, 'Onboard@2026'));
process.stdout.write(`${JSON.stringify(figures)}\n`);
