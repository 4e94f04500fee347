// Apart from tokens.ts so issuing a refresh token does not carry the access-token verifier (issue 16).
/** Refresh tokens are opaque and carry this prefix, so the authorizer can tell the two kinds apart. */
export const REFRESH_TOKEN_PREFIX = 'rt_';

export function looksLikeRefreshToken(token: string): boolean {
  return token.startsWith(REFRESH_TOKEN_PREFIX);
}
