export const GATEWAY_LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type GatewayLogLevel = (typeof GATEWAY_LOG_LEVELS)[number];
