/** Consumers for the consumer and account tests, created over HTTP through the admin route. */
import { adminApiKey, call } from './harness.js';
import { uniqueEmail } from './identity-fixtures.js';

export const adminCreate = (body: Record<string, unknown>) => call('POST', '/v1/consumer/admin', { apiKey: adminApiKey(), body });
export const adminUpdate = (body: Record<string, unknown>) => call('PUT', '/v1/consumer/admin', { apiKey: adminApiKey(), body });

/** A card as the vault describes it (never a number). */
export const vaultCard = (lastFour = '1111') => ({ vaultToken: `vt_${lastFour}_${Date.now()}`, bin: '411111', lastFour, expiryMonth: 12, expiryYear: 2099, cardholderName: 'A N Other' });

export const bankAccount = () => ({
  accountNumber: '62 0000 1234', bank: 'FNB_ZA', accountName: 'Cheque', currency: 'ZAR',
  debitOrders: [
    { creditorName: 'Gym', amountInCents: 45_000, currency: 'ZAR', frequency: 'Monthly' },
    { creditorName: 'Insurer', amountInCents: 99_900, currency: 'ZAR', frequency: 'Monthly' },
  ],
});

export interface GivenConsumer {
  reference: string;
  token: string;
  profile: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A consumer with a bank account (two debit orders), a mobile wallet and a card, and its token. */
export async function givenConsumer(extra: Record<string, unknown> = {}): Promise<GivenConsumer> {
  const res = await adminCreate({
    firstName: 'Thandi', lastName: 'Mokoena', emailAddress: uniqueEmail(), countryIsoCode: 'ZAF', preferredLanguage: 'ENG',
    accounts: { bankAccounts: [bankAccount()], mobileWallets: [{ msisdn: '+233241234567', mobileWalletOperator: 'MTN_GH' }], cards: [vaultCard()] },
    ...extra,
  });
  if (res.status !== 200) throw new Error(`consumer creation failed: ${res.status} ${res.text}`);
  const reference = res.body.result.reference as string;
  const token = await call('POST', `/v1/auth/admin/token/generate/consumer/${reference}`, { apiKey: adminApiKey() });
  if (token.status !== 200) throw new Error(`consumer token failed: ${token.status} ${token.text}`);
  return { reference, token: token.body.result.accessToken as string, profile: res.body.result };
}
