/**
 * `npm run events`: writes one sample event per function under events/ (lib/sample-events/) and
 * removes samples whose function is gone. Run after adding a route, task, queue consumer or schedule;
 * test/unit/sample-events.test.ts fails until the committed files match.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expectedSampleEvents, presentSampleEvents, ROOT } from '../lib/sample-events/files.js';

const expected = expectedSampleEvents();
let written = 0;
for (const [path, text] of expected) {
  const file = join(ROOT, path);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written += 1;
}
const stale = presentSampleEvents().filter((path) => !expected.has(path));
for (const path of stale) {
  rmSync(join(ROOT, path));
  // A folder left empty (a whole domain gone) would otherwise linger in the working tree.
  const folder = dirname(join(ROOT, path));
  if (readdirSync(folder).length === 0) rmdirSync(folder);
}
console.log(`${expected.size} functions: ${written} sample event(s) written, ${stale.length} removed${stale.length ? ` (${stale.join(', ')})` : ''}`);
