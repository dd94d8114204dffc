// Plain constants, apart from the contract's schemas: the web bridge reads them before the app starts.

/** The header that makes a change safe to send again; its answer to a retry carries the replay header. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 1 to 255 visible ASCII characters, as the gateway takes it. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
