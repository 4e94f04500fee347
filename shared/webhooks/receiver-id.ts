// Apart from schemas.ts so the outbox checks an id without building the secret route's schemas, and
// apart from receivers.ts, which imports schemas.ts's types: one direction, no cycle.
/** A webhook receiver: `key:<apiKeyId>` or `sub:<subject>`. */
export const RECEIVER_ID = /^(key|sub):\S{1,256}$/;
