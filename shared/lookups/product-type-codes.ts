/**
 * The product type codes alone, for the product validators: the full list with names and
 * descriptions (data/product-types.ts, served by the lookup) was 2.6 KB of every product write's
 * bundle (issue 16). Held to the list, in its order, by test/unit/lookups-data.test.ts.
 */
import type { ProductTypeCode } from './data/product-types.js';

export const PRODUCT_TYPE_CODES: readonly ProductTypeCode[] = [
  'Airtime', 'Internet', 'Television', 'Electricity', 'Water', 'Gas', 'Fuel', 'Transport', 'Tolls', 'Parking', 'Tickets', 'Gaming',
  'Lottery', 'Betting', 'Insurance', 'LoanRepayment', 'Voucher', 'GiftCard', 'Donation', 'Education', 'GovernmentServices',
  'Subscription', 'Goods', 'Services',
];
