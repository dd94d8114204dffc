/** Builds the native modules that ship no prebuilt binary in the registry (install scripts are off). */
import { ensureSqliteDriver } from '../src/gateway/ensure-native-driver';

await ensureSqliteDriver();
