/**
 * `npm run offline-key -- <merchantReference>`: prints the merchant's offline link key (base64url),
 * for operations to provision to that merchant's devices out of band (docs/decisions/payment-form.md,
 * FORM-7). The interface has no route that hands it out; the key is derived from the platform secret,
 * so this reads that secret where `npm run reconcile` and `npm run trace` read the platform
 * (bin/operations-target.ts: the running local platform, or AWS with the operator's credentials).
 * The key signs links: treat the output as a secret and never paste it into a log or a ticket.
 */
import { UUID } from '../shared/uuid.js';
import { operationsTarget } from './operations-target.js';

const merchantReference = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!merchantReference || !UUID.test(merchantReference)) {
  console.error('usage: npm run offline-key -- <merchantReference (UUID)>');
  process.exit(2);
}
const where = operationsTarget();
const { getMerchant } = await import('../shared/merchants/merchants.js');
if (!(await getMerchant(merchantReference))) {
  console.error(`no merchant ${merchantReference} on ${where}`);
  process.exit(1);
}
const { offlineKey } = await import('../shared/payment-form/offline.js');
console.log((await offlineKey(merchantReference)).toString('base64url'));
