/**
 * A token pair an admin API key mints, recorded as that key's (HOOK-5): the key may then read the
 * subject's webhook secret. Apart from token-pair.ts so login and refresh do not carry the record.
 */
import type { TokenResult } from '../http/schemas.js';
import { recordMinter } from '../webhooks/receiver-minters.js';
import type { TokenClaims } from './claims.js';
import { issueTokenPair, type PairOptions } from './token-pair.js';

/** A failed record fails the call, so no token goes out unrecorded. */
export const mintTokenPair = (apiKeyId: string, subject: string, claims: TokenClaims, accessTtlSeconds: number, options?: PairOptions): Promise<TokenResult> =>
  Promise.all([issueTokenPair(subject, claims, accessTtlSeconds, options), recordMinter(subject, apiKeyId)]).then(([pair]) => pair);
