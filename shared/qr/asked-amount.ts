/**
 * What an EMV code asks of its payer, as far as it can be judged without the currency's minor units
 * (docs/decisions/qr.md, QR-41, QR-46): an amount (54) needs its currency (53), and the tip or
 * convenience fee tags (55-57) must agree with each other. Both verdicts read it — POST
 * /v1/validate/qr's canProcess and a payment's — so a code validation calls payable is not then
 * refused at payment for its form.
 */
import type { EmvFields } from './types.js';

/** Why what the code asks cannot be known, or undefined. */
export function askedAmountIssue(fields: EmvFields): string | undefined {
  const { amount, currency, tipIndicator: tip, convenienceFeeFixed: fixed, convenienceFeePercentage: percentage } = fields;
  if (amount !== undefined && currency === undefined) return `states an amount (54, "${amount}") but no currency (53), so what it asks cannot be known`;
  if (fixed !== undefined && tip !== '02') return `states a fixed convenience fee (56) without tip indicator 02 (55 is ${tip ?? 'absent'}), so what is owed cannot be known`;
  if (percentage !== undefined && tip !== '03') return `states a convenience fee percentage (57) without tip indicator 03 (55 is ${tip ?? 'absent'}), so what is owed cannot be known`;
  if (tip === '02' && fixed === undefined) return 'has tip indicator 02 (55, a fixed convenience fee) but no fee (56)';
  if (tip === '03' && percentage === undefined) return 'has tip indicator 03 (55, a percentage convenience fee) but no percentage (57)';
  if (tip !== undefined && tip !== '01' && tip !== '02' && tip !== '03') {
    return `states tip indicator "${tip}" (55); EMV defines only 01 (the payer adds a tip), 02 (a fixed fee) and 03 (a percentage fee)`;
  }
  return undefined;
}
