import { looksLikeRefreshToken, verifyAccessToken } from '../../shared/auth/tokens.js';
import { apiDomain } from '../../shared/config.js';
import { endpoint } from '../../shared/http/endpoint.js';
import { logging } from '../../shared/routes/system/logging.js';
import { authorizeLogIntake, writeClientLogs } from '../../shared/system/client-logs.js';

export const handler = endpoint(logging, async ({ body, headers }) => {
  const source = await authorizeLogIntake(headers, {
    apiDomain: apiDomain(),
    verify: verifyAccessToken,
    isRefreshToken: looksLikeRefreshToken,
  });
  writeClientLogs(body, source);
});
