/** The subject of a token a partner mints without naming a user: its API key's (AUTH-6); '' gives the prefix. */
export const partnerSubject = (apiKeyId: string): string => `partner:${apiKeyId}`;
