/**
 * Webhook receivers and their signing secrets. A receiver is the caller that asked for the
 * webhook: `key:<apiKeyId>` for an admin API key, `sub:<subject>` for a token (shared/db/markers.ts
 * callerScope), so every payment one partner or user creates is signed with one secret.
 *
 * A secret is derived, never stored: HMAC-SHA256(derivedKey('webhook-signing'), "<receiverId>#<generation>"),
 * written `whsec_<base64>`. The table keeps only the rotation state, so a leaked table leaks no
 * secret. Rotating moves the generation on and keeps the previous one in force for GRACE_SECONDS:
 * meanwhile each delivery carries both signatures, and a receiver switches secrets at its own pace.
 * The rotation state's keys, reads and writes: shared/webhooks/receiver-states.ts. Who may read and
 * rotate a receiver's secret: webhookSecretFor below (HOOK-5), with receiver-minters.ts.
 */
import { createHmac } from 'node:crypto';
import { derivedKey } from '../auth/platform-secret.js';
import { partnerSubject } from '../auth/subjects.js';
import { callerScope } from '../db/markers.js';
import type { Caller } from '../http/caller.js';
import { ForbiddenError, type FieldIssue } from '../http/errors.js';
import { loadMinters, subjectReceiver } from './receiver-minters.js';
import { loadReceiverState, rotateReceiverState, type ReceiverState } from './receiver-states.js';
import type { WebhookSecretResult } from './schemas.js';
import { formatSecret } from './signature.js';

/** How long a rotated-out secret still signs: a day for the receiver to deploy the new one. */
export const GRACE_SECONDS = 24 * 3600;

/** The receiver a caller's webhooks are signed for. */
export const receiverOf = (caller: Caller): string => callerScope(caller);

/** Moves the receiver to a new secret, the old one in force until now + GRACE_SECONDS. */
export function rotateReceiverSecret(receiverId: string, now = new Date()): Promise<ReceiverState> {
  return rotateReceiverState(receiverId, new Date(now.getTime() + GRACE_SECONDS * 1000), now);
}

/** One generation's secret; `key` defaults to the platform's webhook-signing key. */
export async function receiverSecret(receiverId: string, generation: number, key?: Buffer): Promise<string> {
  const master = key ?? (await derivedKey('webhook-signing'));
  return formatSecret(createHmac('sha256', master).update(`${receiverId}#${generation}`, 'utf8').digest());
}

/** Generations that sign at `now`: the current one, then the previous while its grace lasts. */
export function generationsInForce(state: ReceiverState, now: Date): number[] {
  const previousLive = state.previousGeneration !== undefined && state.previousValidUntil !== undefined && now.toISOString() < state.previousValidUntil;
  return previousLive ? [state.generation, state.previousGeneration!] : [state.generation];
}

/** The secrets a delivery to this receiver is signed with now (current first). */
export async function signingSecrets(receiverId: string, now: Date): Promise<string[]> {
  const state = await loadReceiverState(receiverId);
  return Promise.all(generationsInForce(state, now).map((g) => receiverSecret(receiverId, g)));
}

interface Refusal { message: string; issue: FieldIssue }

const ANOTHER_KEY = 'An API key reads only its own webhook secrets.';

/**
 * Why the key may not read (or rotate) the receiver; undefined when it may. Its own are `key:<id>` and
 * `sub:partner:<id>`, whoever else minted a token naming that subject. A user's subject is shared:
 * any key may mint for any user, so each key that did may read it, and may rotate it only when no
 * other key did, since rotating drops the secret the others verify with.
 */
async function refusalOf(apiKeyId: string, own: string, receiverId: string, rotate: boolean): Promise<Refusal | undefined> {
  if (receiverId === own || receiverId === subjectReceiver(partnerSubject(apiKeyId))) return undefined;
  if (receiverId.startsWith('key:')) return { message: ANOTHER_KEY, issue: { field: 'body.receiverId', reason: 'is another API key' } };
  if (receiverId.startsWith(subjectReceiver(partnerSubject('')))) {
    return { message: ANOTHER_KEY, issue: { field: 'body.receiverId', reason: 'is another API key\'s partner subject' } };
  }
  const minters = await loadMinters(receiverId);
  if (!minters.has(apiKeyId)) {
    return { message: 'An API key reads only the webhook secrets of subjects it minted tokens for.', issue: { field: 'body.receiverId', reason: 'is a subject this API key minted no token for' } };
  }
  if (rotate && minters.size > 1) {
    return { message: 'Another API key verifies with this secret too; rotating it would break their deliveries.', issue: { field: 'body.rotate', reason: 'the receiver is shared with another API key' } };
  }
  return undefined;
}

/**
 * The secret route's use case: an admin key reads (or rotates) its own receivers' secrets or those
 * of the subjects it minted tokens for (HOOK-5); anything else is refused with 403.
 */
export async function webhookSecretFor(caller: Caller, request: { receiverId?: string | undefined; rotate?: boolean | undefined }, now = new Date()): Promise<WebhookSecretResult> {
  // The route's reader admits only admin keys; this narrows the type and holds if it ever did not.
  if (caller.kind !== 'admin') throw new ForbiddenError();
  const own = receiverOf(caller);
  const receiverId = request.receiverId ?? own;
  const refusal = await refusalOf(caller.apiKeyId, own, receiverId, request.rotate === true);
  if (refusal) throw new ForbiddenError(refusal.message, [refusal.issue]);
  const state = request.rotate ? await rotateReceiverSecret(receiverId, now) : await loadReceiverState(receiverId);
  const [current, previous] = generationsInForce(state, now);
  return {
    receiverId,
    secret: await receiverSecret(receiverId, current!),
    generation: state.generation,
    previousSecret: previous === undefined ? null : await receiverSecret(receiverId, previous),
    previousSecretValidUntil: previous === undefined ? null : (state.previousValidUntil ?? null),
  };
}
