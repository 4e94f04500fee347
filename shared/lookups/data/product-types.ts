/**
 * Product types a merchant's product can have: our own list (the interface names 24 values, showing
 * Airtime, Internet, Television and Fuel). Codes are stable API values; never rename one.
 */
export interface ProductTypeData {
  code: string;
  name: string;
  description: string;
  /** Display grouping for pickers. */
  group: 'Telecoms' | 'Utilities' | 'Mobility' | 'Leisure' | 'Financial' | 'Public' | 'Commerce';
}

export const PRODUCT_TYPE_DATA = [
  { code: 'Airtime', name: 'Airtime', description: 'Prepaid mobile airtime top-up.', group: 'Telecoms' },
  { code: 'Internet', name: 'Internet', description: 'Mobile data bundles and fixed internet subscriptions.', group: 'Telecoms' },
  { code: 'Television', name: 'Television', description: 'Pay-TV and streaming subscriptions.', group: 'Telecoms' },
  { code: 'Electricity', name: 'Electricity', description: 'Prepaid electricity tokens and electricity bills.', group: 'Utilities' },
  { code: 'Water', name: 'Water', description: 'Prepaid water and water bills.', group: 'Utilities' },
  { code: 'Gas', name: 'Gas', description: 'Cooking and heating gas (LPG refills, piped gas bills).', group: 'Utilities' },
  { code: 'Fuel', name: 'Fuel', description: 'Vehicle fuel sold by volume or amount at a forecourt.', group: 'Mobility' },
  { code: 'Transport', name: 'Transport', description: 'Bus, rail, taxi and ride fares and travel cards.', group: 'Mobility' },
  { code: 'Tolls', name: 'Tolls', description: 'Road and bridge tolls.', group: 'Mobility' },
  { code: 'Parking', name: 'Parking', description: 'Parking fees and permits.', group: 'Mobility' },
  { code: 'Tickets', name: 'Tickets', description: 'Event, cinema and attraction tickets.', group: 'Leisure' },
  { code: 'Gaming', name: 'Gaming', description: 'Game credits and in-game purchases.', group: 'Leisure' },
  { code: 'Lottery', name: 'Lottery', description: 'Lottery tickets and draws.', group: 'Leisure' },
  { code: 'Betting', name: 'Betting', description: 'Sports betting and wallet top-ups at licensed operators.', group: 'Leisure' },
  { code: 'Insurance', name: 'Insurance', description: 'Insurance premiums.', group: 'Financial' },
  { code: 'LoanRepayment', name: 'Loan repayment', description: 'Repayments of loans and credit accounts.', group: 'Financial' },
  { code: 'Voucher', name: 'Voucher', description: 'Prepaid vouchers redeemable for value or services.', group: 'Financial' },
  { code: 'GiftCard', name: 'Gift card', description: 'Gift cards for a named retailer or brand.', group: 'Financial' },
  { code: 'Donation', name: 'Donation', description: 'Donations to charities and religious organisations.', group: 'Financial' },
  { code: 'Education', name: 'Education', description: 'School, exam and tuition fees.', group: 'Public' },
  { code: 'GovernmentServices', name: 'Government services', description: 'Taxes, licences, fines and other government fees.', group: 'Public' },
  { code: 'Subscription', name: 'Subscription', description: 'Recurring memberships and subscriptions not listed elsewhere.', group: 'Commerce' },
  { code: 'Goods', name: 'Goods', description: 'Physical goods sold over the counter or delivered.', group: 'Commerce' },
  { code: 'Services', name: 'Services', description: 'Services not listed elsewhere.', group: 'Commerce' },
] as const satisfies readonly ProductTypeData[];

export type ProductTypeCode = (typeof PRODUCT_TYPE_DATA)[number]['code'];
