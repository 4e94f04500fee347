/** The committed sample events under events/: what they should be, and what is there. */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sampleEvent } from './events.js';
import { platformFunctions, sampleEventPath } from './functions.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Repository-relative path → file text, one per function. */
export function expectedSampleEvents(): Map<string, string> {
  return new Map(platformFunctions().map((fn) => [sampleEventPath(fn.module), `${JSON.stringify(sampleEvent(fn), null, 2)}\n`]));
}

/** Repository-relative paths of every file under events/. */
export function presentSampleEvents(dir = join(ROOT, 'events')): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}
