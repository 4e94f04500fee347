/**
 * `npm run openapi`: writes the contract from the route table — openapi/openapi.json, the rendered
 * page openapi/docs.html, and the typed client's clients/typescript/src/schema.d.ts.
 */
import { writeFileSync } from 'node:fs';
import { contractFiles } from '../lib/openapi/files.js';

for (const [path, text] of Object.entries(await contractFiles())) {
  writeFileSync(path, text);
  console.log(`wrote ${path}`);
}
