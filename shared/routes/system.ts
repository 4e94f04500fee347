/** System endpoints: ping, version, health, client log intake. */
// One module per row (shared/routes/system/<handler>.ts): a handler imports only its own row and schemas (issue 16).
export { health } from './system/health.js';
export { logging } from './system/logging.js';
export { ping } from './system/ping.js';
export { version } from './system/version.js';
