/**
 * What an ACP POST's answer takes once kept under its Idempotency-Key (idempotency.ts, ACP-7): the
 * answer's JSON inside a JSON string (its quotes escaped), sealed (AES-GCM: as long as its
 * plaintext), in base64url (4/3 of that), on a record with the key and scope. A route checks its
 * answer here before it commits anything (ACP-21): an answer too large to keep would fail after the
 * work was done — a paid order answered 500. Apart from idempotency.ts so checkout.ts, which GET's
 * bundle carries, does not bring the records or the platform secret.
 */
import { assertItemFits } from '../db/item-size.js';

/** What idempotency.ts seals for an answer. */
export const answerSecrets = (body: unknown): { body: string } => ({ body: JSON.stringify(body) });

/** The record around the sealed answer: PK (two key parts of at most 400 characters), scope, key, HMAC, state, times; rounded up. */
const RECORD_BYTES = 4096;

/** sealSecrets' `v1.<iv: 12 B>.<ciphertext>.<tag: 16 B>`, base64url without padding. */
const sealedLength = (plaintextBytes: number): number => 'v1.'.length + 16 + 1 + Math.ceil((plaintextBytes * 4) / 3) + 1 + 22;

export const keptAnswerBytes = (body: unknown): number => RECORD_BYTES + sealedLength(Buffer.byteLength(JSON.stringify(answerSecrets(body)), 'utf8'));

/** 422 naming the largest fields when the answer could not be kept (ERR-6's check, at the size it is stored at). */
export function assertAnswerFits(body: object, what: string, fieldOf?: (name: string) => string): void {
  assertItemFits(body, what, fieldOf, keptAnswerBytes(body));
}
