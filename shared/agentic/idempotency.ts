/**
 * Idempotency-Key on the ACP POST routes, on the platform's idempotency records (the ones of POST
 * /v1/pay and POST /v2/refund) under the scope `acp|<route>|<callerScope>`: the same key on another
 * route is another key (ACP: "scoped to authenticated identity + endpoint"). Rules (ACP-7):
 *   - no key → 400 idempotency_key_required
 *   - first request: a `started` record (HMAC of path and body), then the answer stored sealed
 *   - same key, same request, answered → the stored answer with Idempotent-Replayed: true
 *   - same key, another request → 422 idempotency_conflict; still running → 409 idempotency_in_flight
 *   - a request that fails before committing anything frees its key: the agent may retry under it
 *   - a request that fails after committing a change (its error marked afterCommit, errors.ts) keeps
 *     its error as the key's answer, replayed like a success: a retry must not run again on what the
 *     change left (a re-priced session would be paid at a total the agent never saw: ACP-16)
 * The stored answer is sealed (AES-GCM under a key of its own): it may hold a vt_ token or a buyer's e-mail.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { derivedKey } from '../auth/platform-secret.js';
import { db } from '../db/client.js';
import { callerScope } from '../db/markers.js';
import { isConditionFailure } from '../db/transactions.js';
import type { EndpointInput } from '../http/endpoint.js';
import { routeKey, type RouteDef, type RouteSchemas } from '../http/route.js';
import { sealSecrets, unsealSecrets } from '../messages/seal.js';
import { assertIdempotencyKey, IDEMPOTENCY_RETENTION_SECONDS, replayOf, requestHmac } from '../idempotency/rules.js';
import { completeIdempotency, deleteIdempotency, idempotencyPut, readIdempotency, type IdempotencyRecord } from '../idempotency/records.js';
import { logger } from '../log.js';
import { answerSecrets } from './answer-size.js';
import { AcpError, isAfterCommit } from './errors.js';
import { acpErrorBody } from './protocol.js';
import { epochSeconds } from '../epoch.js';

/** What the record keeps, sealed: `{body}` the answer's JSON, or `{error}` an error kept after a commit (status, ACP body, headers). */
interface SealedAnswer {
  sealed: string;
}

type KeptError = ReturnType<typeof acpErrorBody>;

export interface IdempotentAnswer<T> {
  body: T;
  replayed: boolean;
  key: string | undefined;
}

const sealId = (scope: string, key: string) => `acp|${scope}|${key}`;

async function openAnswer<T>(scope: string, key: string, answer: SealedAnswer): Promise<T> {
  const { body, error } = await unsealSecrets(sealId(scope, key), answer.sealed, await derivedKey('acp-replay'));
  if (error !== undefined) {
    const kept = JSON.parse(error) as KeptError;
    throw new AcpError(kept.status, kept.body.code, kept.body.message, kept.body.param, { ...kept.headers, 'Idempotency-Key': key, 'Idempotent-Replayed': 'true' }, kept.body.supported_versions);
  }
  return JSON.parse(body ?? 'null') as T;
}

async function keepAnswer(scope: string, key: string, answer: { body: string } | { error: string }): Promise<void> {
  const sealed = await sealSecrets(sealId(scope, key), answer, await derivedKey('acp-replay'));
  await completeIdempotency<SealedAnswer>(scope, key, { sealed });
}

/** The stored answer, or undefined when the caller may run the request (no record, or a stale one it takes over). */
async function storedAnswer<T>(scope: string, key: string, hmac: string, now: Date): Promise<T | undefined> {
  const record = await readIdempotency<SealedAnswer>(scope, key, now);
  if (!record) return undefined;
  const replay = replayOf<SealedAnswer>(record, hmac, now);
  if (replay === 'stale') {
    await deleteIdempotency(scope, key);
    return undefined;
  }
  return openAnswer<T>(scope, key, replay);
}

/** Runs the request once per key (see the rules above). */
export async function idempotent<S extends RouteSchemas, T>(route: RouteDef<S>, input: EndpointInput<S>, run: () => Promise<T>, now = new Date()): Promise<IdempotentAnswer<T>> {
  const key = input.headers['idempotency-key'];
  if (key === undefined || key === '') throw new AcpError(400, 'idempotency_key_required', 'Idempotency-Key header is required');
  assertIdempotencyKey(key);
  const scope = `acp|${routeKey(route)}|${callerScope(input.caller)}`;
  const hmac = await requestHmac({ path: input.path ?? null, body: input.body ?? null });
  const stored = await storedAnswer<T>(scope, key, hmac, now);
  if (stored !== undefined) return { body: stored, replayed: true, key };

  const seconds = epochSeconds(now);
  const record: IdempotencyRecord<SealedAnswer> = {
    scope, idempotencyKey: key, requestHmac: hmac, state: 'started', result: { sealed: '' }, createdAt: seconds, expiresAt: seconds + IDEMPOTENCY_RETENTION_SECONDS,
  };
  try {
    await db.send(new PutCommand(idempotencyPut(record)['Put'] as ConstructorParameters<typeof PutCommand>[0]));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // Another request under the key got there first: answer as it does (422, 409 or its answer).
    const raced = await storedAnswer<T>(scope, key, hmac, now);
    if (raced !== undefined) return { body: raced, replayed: true, key };
    throw new AcpError(409, 'idempotency_in_flight', 'A request with this Idempotency-Key is currently being processed', undefined, { 'Retry-After': '1' });
  }

  let body: T;
  try {
    body = await run();
  } catch (error) {
    if (!isAfterCommit(error)) {
      await deleteIdempotency(scope, key);
      throw error;
    }
    // The agent still gets this error; if it cannot be kept, the record stays started (409, then taken over).
    await keepAnswer(scope, key, { error: JSON.stringify(acpErrorBody(error, route)) })
      .catch((keepError: unknown) => logger.warn('an answer after a commit could not be kept under its Idempotency-Key', { scope, error: String(keepError) }));
    throw error;
  }
  await keepAnswer(scope, key, answerSecrets(body));
  return { body, replayed: false, key };
}
