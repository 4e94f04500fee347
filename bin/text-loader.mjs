// Node module hook: lets `npm start` import .md and .html files as text, as esbuild's text loader does in the bundles.
import { register } from 'node:module';

register('data:text/javascript,' + encodeURIComponent(`
import { readFile } from 'node:fs/promises';
export async function load(url, context, next) {
  if (url.endsWith('.md') || url.endsWith('.html')) {
    const text = await readFile(new URL(url), 'utf8');
    return { format: 'module', source: 'export default ' + JSON.stringify(text) + ';', shortCircuit: true };
  }
  return next(url, context);
}`));
