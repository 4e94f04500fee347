import { looksLikeRefreshToken, verifyAccessToken } from '../../shared/auth/tokens.js';
import { config } from '../../shared/config.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { logging } from '../../shared/routes/system/logging.js';
import { authorizeLogIntake, writeClientLogs } from '../../shared/system/client-logs.js';

export const handler = endpoint(logging, async ({ body, headers }) => {
  const source = await authorizeLogIntake(headers, {
    apiDomain: config.apiDomain,
    verify: verifyAccessToken,
    isRefreshToken: looksLikeRefreshToken,
  });
  writeClientLogs(body, source);
});
