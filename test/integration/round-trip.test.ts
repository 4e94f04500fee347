/**
 * Round trip (issue 14): for every resource the API both returns and accepts, what a read or create
 * answers can be sent back unchanged to its update, is accepted (200) and changes nothing: a read
 * after is deep-equal to the read before. Only a product's `lastUpdatedDate` moves (a write stamps
 * it); the rule is in docs/decisions/consumers-accounts.md (CON-16) and merchants-products.md (MER-18).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bankAccount, vaultCard } from './consumer-fixtures.js';
import { accessToken, adminApiKey, call } from './harness.js';
import { uniqueEmail, uniqueMsisdn } from './identity-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const admin = () => ({ apiKey: adminApiKey() });

async function ok(res: Promise<{ status: number; text: string; body: Json }>): Promise<Json> {
  const answer = await res;
  expect(answer.status, answer.text).toBe(200);
  return answer.body['result'] as Json;
}

const readConsumer = (reference: string) => ok(call('GET', `/v1/consumer/admin/${reference}`, admin()));
const readMerchant = (reference: string) => ok(call('GET', `/v1/merchant/admin/${reference}`, admin()));

async function tokenFor(kind: 'consumer' | 'merchant', reference: string): Promise<string> {
  return (await ok(call('POST', `/v1/auth/admin/token/generate/${kind}/${reference}`, admin())))['accessToken'] as string;
}

const address = { addressType: 'MAIN', addressLine1: '1 Main Road', city: 'Cape Town', postalCode: '8001', countryIsoCode: 'ZAF', location: { latitude: -33.9, longitude: 18.4 } };

async function givenConsumer(extra: Json = {}): Promise<Json> {
  return ok(call('POST', '/v1/consumer/admin', {
    ...admin(),
    body: {
      firstName: 'Lindiwe', lastName: 'Dube', emailAddress: uniqueEmail(), mobileNumber: uniqueMsisdn(), countryIsoCode: 'ZAF',
      addresses: [address], devices: [{ name: 'Phone' }],
      accounts: {
        bankAccounts: [bankAccount()], mobileWallets: [{ msisdn: '+233241234567', mobileWalletOperator: 'MTN_GH' }], cards: [vaultCard()],
        loanAccounts: [{ lender: 'Bank' }],
      },
      loginCredentials: { password: 'Correct-Horse-9-Battery' },
      ...extra,
    },
  }));
}

async function givenMerchant(extra: Json = {}): Promise<Json> {
  return ok(call('POST', '/v1/merchant/admin', {
    ...admin(),
    body: {
      name: `Round ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', emailAddress: uniqueEmail(),
      addresses: [address], terminals: [{ yourReference: `T-${randomUUID().slice(0, 8)}`, name: 'Till', location: { latitude: 1, longitude: 2 } }],
      employees: [{ name: 'Ann', role: 'Cashier', passcode: '1234' }], attributes: [{ name: 'rt', value: randomUUID() }],
      mobileWallets: [{ msisdn: uniqueMsisdn(), mobileWalletOperator: 'MTN_GH' }], devices: [{ name: 'Till tablet' }],
      operatingTimes: [{ dayOfWeek: 'Monday', openTime: '08:00', closeTime: '17:00' }],
      notificationSettings: [{ eventType: 'PaymentReceived', channel: 'Email', isEnabled: true }],
      qrCodes: [{ qrCodeType: 'V2QR', qrCode: 'abc' }], files: [{ fileName: 'logo.png', url: 'https://example.com/logo.png' }],
      hostedPaymentOptions: { isVisaEnabled: true }, posOptions: { isRefundsEnabled: true }, business: { name: 'Holding' },
      bankAccount: { accountNumber: '62001234567', bank: 'FNB', currency: 'ZAR' },
      loginCredentials: { password: 'Correct-Horse-9-Battery' },
      ...extra,
    },
  }));
}

describe('round trip: what a read answers, its update takes back unchanged', () => {
  it('consumer (with addresses, accounts, debit orders and a login user): the admin create\'s answer to both PUTs changes nothing', async () => {
    const created = await givenConsumer();
    const before = await readConsumer(created['reference'] as string);
    expect(before).toEqual(created);
    // Defaults the create filled in come back as they are read (preferredLanguage None, no gender).
    expect(before['preferredLanguage']).toBe('None');

    expect(await ok(call('PUT', '/v1/consumer/admin', { ...admin(), body: before }))).toEqual(before);
    expect(await readConsumer(created['reference'] as string)).toEqual(before);

    // The owner sends back what it was answered; its login credentials carry no password, so nothing changes.
    const token = await tokenFor('consumer', created['reference'] as string);
    expect(await ok(call('PUT', '/v1/consumer', { token, body: before }))).toEqual(before);
    expect(await readConsumer(created['reference'] as string)).toEqual(before);
  });

  it('consumer with a stopped card and a disputed and a stopped debit order: the profile goes back unchanged, stop and dispute kept', async () => {
    const created = await givenConsumer();
    const reference = created['reference'] as string;
    const token = await tokenFor('consumer', reference);
    const card = (created['accounts'] as Json)['cards'][0] as Json;
    const orders = ((created['accounts'] as Json)['bankAccounts'][0] as Json)['debitOrders'] as Json[];
    expect(orders.length).toBeGreaterThanOrEqual(2);
    expect((await call('POST', '/v1/consumer/account/card/stop', { token, body: { cardReference: card['reference'], reason: 'Lost' } })).status).toBe(200);
    expect((await call('POST', '/v1/consumer/account/debit-order/dispute', { token, body: { debitOrderReferences: [orders[0]!['reference']] } })).status).toBe(200);
    expect((await call('POST', '/v1/consumer/account/debit-order/stop', { token, body: { debitOrderReferences: [orders[1]!['reference']] } })).status).toBe(200);
    const before = await readConsumer(reference);
    const accounts = before['accounts'] as Json;
    expect(accounts['cards'][0]).toMatchObject({ status: 'Stopped', stoppedAt: expect.any(String) });
    const answered = accounts['bankAccounts'][0]['debitOrders'] as Json[];
    expect(answered.find((d) => d['reference'] === orders[0]!['reference'])).toMatchObject({ disputedAt: expect.any(String) });
    expect(answered.find((d) => d['reference'] === orders[1]!['reference'])).toMatchObject({ stoppedAt: expect.any(String) });

    expect(await ok(call('PUT', '/v1/consumer/admin', { ...admin(), body: before }))).toEqual(before);
    expect(await ok(call('PUT', '/v1/consumer', { token, body: before }))).toEqual(before);
    expect(await readConsumer(reference)).toEqual(before);
    // A new card sent with a stop's stamp is not stopped by it: the stamp is the platform's.
    const added = await ok(call('PUT', '/v1/consumer', { token, body: { reference, accounts: { cards: [{ ...vaultCard(), bin: '555555', lastFour: '4444', stoppedAt: '2026-01-01T00:00:00.000Z' }] } } }));
    expect((added['accounts'] as Json)['cards'].find((c: Json) => c['lastFour'] === '4444')).not.toHaveProperty('stoppedAt');
  });

  it('consumer cleared by nulls: the profile with null and None fields goes back unchanged', async () => {
    const created = await givenConsumer({ preferredLanguage: 'ENG', middleName: 'M' });
    const cleared = await ok(call('PUT', '/v1/consumer/admin', { ...admin(), body: { reference: created['reference'], preferredLanguage: null, countryIsoCode: null, middleName: null, addresses: null } }));
    expect(cleared).toMatchObject({ preferredLanguage: 'None', countryIsoCode: 'None', addresses: [] });
    const before = await readConsumer(created['reference'] as string);
    expect(await ok(call('PUT', '/v1/consumer/admin', { ...admin(), body: JSON.parse(JSON.stringify(before)) as Json }))).toEqual(before);
    expect(await readConsumer(created['reference'] as string)).toEqual(before);
  });

  it('consumer registered by its own app: the self create\'s basic answer goes back to PUT /v1/consumer unchanged', async () => {
    const basic = await ok(call('POST', '/v1/consumer', { token: await accessToken({}), body: { firstName: 'Sipho', emailAddress: uniqueEmail() } }));
    const reference = basic['reference'] as string;
    const before = await readConsumer(reference);
    await ok(call('PUT', '/v1/consumer', { token: await tokenFor('consumer', reference), body: basic }));
    expect(await readConsumer(reference)).toEqual(before);
  });

  it('merchant (every list, settlement account, login user): the admin create\'s answer to both PUTs changes nothing', async () => {
    const created = await givenMerchant();
    expect(created['languageIsoCode']).toBeNull();
    const before = await readMerchant(created['reference'] as string);
    expect(before).toEqual(created);

    expect(await ok(call('PUT', '/v1/merchant/admin', { ...admin(), body: before }))).toEqual(before);
    expect(await readMerchant(created['reference'] as string)).toEqual(before);

    const token = await tokenFor('merchant', created['reference'] as string);
    expect(await ok(call('PUT', '/v1/merchant', { token, body: before }))).toEqual(before);
    expect(await readMerchant(created['reference'] as string)).toEqual(before);
  });

  it('merchant PUTs without name, categoryCode or currency keep them (omitted = unchanged)', async () => {
    const created = await givenMerchant();
    const reference = created['reference'] as string;
    const admined = await ok(call('PUT', '/v1/merchant/admin', { ...admin(), body: { reference, tradingName: 'Renamed' } }));
    expect(admined).toMatchObject({ name: created['name'], categoryCode: 5411, currency: 'ZAR', tradingName: 'Renamed' });
    const token = await tokenFor('merchant', reference);
    const own = await ok(call('PUT', '/v1/merchant', { token, body: { city: 'Durban' } }));
    expect(own).toMatchObject({ name: created['name'], categoryCode: 5411, currency: 'ZAR', city: 'Durban', tradingName: 'Renamed' });
    // They still cannot be cleared: null is 400 naming each.
    const cleared = await call('PUT', '/v1/merchant', { token, body: { name: null, categoryCode: null, currency: null } });
    expect(cleared.status).toBe(400);
    expect((cleared.body.error.details as { field: string }[]).map((d) => d.field).sort()).toEqual(['body.categoryCode', 'body.currency', 'body.name']);
  });

  it('merchant registered by its owner: the self create\'s basic answer goes back to PUT /v1/merchant unchanged', async () => {
    const token = await accessToken({});
    const basic = await ok(call('POST', '/v1/merchant', { token, body: { name: 'Own shop', categoryCode: 5411, currency: 'ZAR' } }));
    const before = await readMerchant(basic['reference'] as string);
    const own = await tokenFor('merchant', basic['reference'] as string);
    await ok(call('PUT', '/v1/merchant', { token: own, body: basic }));
    expect(await readMerchant(basic['reference'] as string)).toEqual(before);
  });

  it('product: the details read goes back to both product PUTs unchanged (lastUpdatedDate aside)', async () => {
    const shop = await givenMerchant();
    const token = await tokenFor('merchant', shop['reference'] as string);
    const created = await ok(call('POST', '/v1/merchant/product', {
      token,
      body: {
        name: 'Airtime 10', productType: 'Airtime', amountInCents: 1000, description: 'Ten', unitLabel: 'voucher', catalogName: 'Main',
        fields: [{ name: 'msisdn', label: 'Number', fieldType: 'Msisdn', isRequired: true }], iconUrl: 'https://example.com/i.png',
      },
    }));
    const read = () => ok(call('GET', `/v1/merchant/product/details/${created['reference'] as string}`, { token }));
    const before = await read();
    const { lastUpdatedDate: _l, ...stable } = before;
    expect(await ok(call('PUT', '/v1/merchant/product', { token, body: before }))).toMatchObject(stable);
    expect(await read()).toMatchObject(stable);
    expect(await ok(call('PUT', '/v1/merchant/product/admin', { ...admin(), body: before }))).toMatchObject(stable);
    const after = await read();
    expect({ ...after, lastUpdatedDate: undefined }).toEqual({ ...stable, lastUpdatedDate: undefined });
    // The list answers the same product; it goes back too.
    const listed = (await ok(call('GET', '/v1/merchant/product', { token })) as unknown as Json[]).find((p) => p['reference'] === created['reference']);
    expect(listed).toBeDefined();
    await ok(call('PUT', '/v1/merchant/product', { token, body: listed }));
    expect({ ...(await read()), lastUpdatedDate: undefined }).toEqual({ ...stable, lastUpdatedDate: undefined });
  });

  it('bank account limit: each limit the list answers goes back to the set route unchanged', async () => {
    const consumer = await givenConsumer();
    const token = await tokenFor('consumer', consumer['reference'] as string);
    const bank = (consumer['accounts'] as Json)['bankAccounts'][0]['reference'] as string;
    const path = `/v1/consumer/account/bank-account/${bank}/limit`;
    await ok(call('POST', path, { token, body: { transactionLimitType: 'Transfer', resetPeriod: 'Daily', newLimitAmountInCents: 300_000 } }));
    await ok(call('POST', path, { token, body: { transactionLimitType: 'Purchase', resetPeriod: 'Monthly', newLimitAmountInCents: 50_000 } }));
    const before = await ok(call('GET', path, { token })) as unknown as Json[];
    expect(before).toHaveLength(2);
    for (const limit of before) await ok(call('POST', path, { token, body: limit }));
    expect(await ok(call('GET', path, { token }))).toEqual(before);
    // A limit read in another currency is not this account's: 400 naming it.
    const other = await call('POST', path, { token, body: { ...before[0], currency: 'USD' } });
    expect(other.status).toBe(400);
    expect(other.body.error.details[0].field).toBe('body.currency');
  });

  it('wallet: the admin read goes back to the admin update unchanged', async () => {
    const consumer = await givenConsumer();
    const created = await ok(call('POST', '/v1/wallet/admin', { ...admin(), body: { currency: 'ZAR', ownerType: 'Consumer', ownerReference: consumer['reference'] } }));
    const path = `/v1/wallet/admin/${created['walletReference'] as string}`;
    const before = await ok(call('GET', path, admin()));
    expect(await ok(call('PUT', path, { ...admin(), body: before }))).toEqual(before);
    expect(await ok(call('GET', path, admin()))).toEqual(before);
    // Another wallet's reference in the body is 400 naming it: the path names the wallet.
    const other = await call('PUT', path, { ...admin(), body: { ...before, walletReference: randomUUID() } });
    expect(other.status).toBe(400);
    expect(other.body.error.details[0].field).toBe('body.walletReference');
  });
});

describe('admin reads by reference (ours)', () => {
  const kinds = [
    { kind: 'consumer', given: () => givenConsumer() },
    { kind: 'merchant', given: () => givenMerchant() },
  ] as const;

  it.each(kinds)('GET /v1/$kind/admin/{reference}: the full profile; 404 naming the path field; 400 for a non-UUID; 403 without an API key and for a token', async ({ kind, given }) => {
    const created = await given();
    const reference = created['reference'] as string;
    const field = `path.${kind}Reference`;
    expect(await ok(call('GET', `/v1/${kind}/admin/${reference}`, admin()))).toEqual(created);
    const unknown = await call('GET', `/v1/${kind}/admin/${randomUUID()}`, admin());
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details[0].field).toBe(field);
    const bad = await call('GET', `/v1/${kind}/admin/not-a-uuid`, admin());
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe(field);
    // As every admin route: the gateway answers 403 to a request without the API key, a bearer token included.
    expect((await call('GET', `/v1/${kind}/admin/${reference}`)).status).toBe(403);
    expect((await call('GET', `/v1/${kind}/admin/${reference}`, { token: await tokenFor(kind, reference) })).status).toBe(403);
    // The static admin paths beside it keep their meaning.
    if (kind === 'merchant') expect((await call('GET', `/v1/merchant/admin/balance/${reference}`, admin())).status).toBe(200);
  });
});
