/** The ACP versions served, newest first (API-Version must name one: ACP-2). */
export const ACP_VERSION = '2026-04-17';
export const SUPPORTED_VERSIONS: readonly string[] = [ACP_VERSION];
