/**
 * `npm start`: the whole platform on this machine, data under .data/ surviving restarts.
 * Prints the base URL, the development admin API key and a curl line that mints a token.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startPlatform } from '../lib/local/platform.js';
import { generateSecretString } from '../lib/local/secrets.js';
import { stopOnSignalsAndOrphaning } from '../lib/local/shutdown.js';

const dataDir = resolve(process.env['DATA_DIR'] ?? '.data');
const port = Number(process.env['PORT'] ?? 3000);

function developmentApiKey(): string {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, 'admin-api-key.txt');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = generateSecretString();
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

const adminApiKey = developmentApiKey();
// ENVIRONMENT_NAME=production runs the functions as production does: no sandbox connector or card vault (WAL-7).
const environmentName = process.env['ENVIRONMENT_NAME'] || undefined;
// ACP_ORDER_EVENTS_URL=<url>: where ACP order events go, as acpOrderEventsUrl sets it in AWS (ACP-18).
const acpOrderEventsUrl = process.env['ACP_ORDER_EVENTS_URL'] || undefined;
const platform = await startPlatform({
  dataDir, port, adminApiKey, ...(environmentName ? { environmentName } : {}), ...(acpOrderEventsUrl ? { acpOrderEventsUrl } : {}),
  log: (line) => console.log(`[local] ${line}`),
});
// Where scripts (npm run trace) find this process's stand-ins; rewritten at every start.
writeFileSync(resolve(dataDir, 'endpoints.json'), `${JSON.stringify({
  baseUrl: platform.baseUrl, region: platform.env['AWS_REGION'], endpoints: platform.endpoints,
  workflowArns: Object.fromEntries(Object.entries(platform.env).filter(([k]) => k.startsWith('WORKFLOW_ARN_'))),
  // What the functions run with (names and endpoints, no secret): operations scripts run the same code against it.
  env: platform.env,
}, null, 2)}\n`);

stopOnSignalsAndOrphaning({ close: () => platform.close(), log: (line) => console.log(`[local] ${line}`) });

console.log(`
Payments platform running at ${platform.baseUrl}
Environment:                   ${platform.env['ENVIRONMENT_NAME'] ?? 'development'}
Data directory:                ${dataDir}
ACP order events:              ${acpOrderEventsUrl ?? 'none (set ACP_ORDER_EVENTS_URL to send them; npm run acp-order-events-secret prints their secret)'}
Development admin API key:     ${adminApiKey}

Mint an access token:
  curl -s -X POST ${platform.baseUrl}/v1/auth/admin/token/generate \\
    -H 'x-api-key: ${adminApiKey}' -H 'Content-Type: application/json' \\
    -d '{"expiryInSeconds": 3600, "claims": {"Name": "Developer"}}'

Then call an endpoint:
  curl -s ${platform.baseUrl}/v1/ping -H "Authorization: Bearer <accessToken>"
`);
