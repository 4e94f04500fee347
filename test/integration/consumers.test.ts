import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessToken, adminApiKey, call } from './harness.js';
import { adminCreate, adminUpdate, givenConsumer, vaultCard } from './consumer-fixtures.js';
import { itemsContaining, jwtPayload, STRONG_PASSWORD, tableItem, uniqueEmail, uniqueMsisdn } from './identity-fixtures.js';

const login = (username: string, password: string) => call('POST', '/v1/auth/login', { body: { username, password } });
const selfCreate = (token: string, body: Record<string, unknown>) => call('POST', '/v1/consumer', { token, body });
const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);

describe('POST /v1/consumer (self-service)', () => {
  it('creates a consumer and its login user from an app token; the user signs in once the e-mail is verified', async () => {
    const app = await accessToken();
    const email = uniqueEmail();
    const res = await selfCreate(app, { firstName: 'Ama', lastName: 'Owusu', emailAddress: email.toUpperCase(), countryIsoCode: 'GHA', gender: 'Female', loginCredentials: { password: STRONG_PASSWORD } });
    expect(res.status).toBe(200);
    const consumer = res.body.result;
    expect(consumer).toMatchObject({ emailAddress: email, countryIsoCode: 'GHA', preferredLanguage: 'None', kycStatusSummary: 'Unverified', isActive: true });
    expect(consumer.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(consumer.userReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.text).not.toContain(STRONG_PASSWORD);
    const user = await tableItem(`USER#${consumer.userReference}`, 'USER');
    expect(user).toMatchObject({ consumerReference: consumer.reference, username: email, emailAddress: email, isEmailVerified: false, mustChangePassword: false, name: 'Ama Owusu' });
    // Self-registration proves nothing about the address: the login asks for it to be verified.
    const signIn = await login(email, STRONG_PASSWORD);
    expect(signIn.status).toBe(401);
    expect(signIn.body.result).toMatchObject({ mustChangePassword: false, mustValidateEmailAddress: true, mustValidatePhoneNumber: false });
  });

  it('refuses a token that already speaks for a consumer (403)', async () => {
    const { token } = await givenConsumer();
    const res = await selfCreate(token, { firstName: 'Second' });
    expect(res.status).toBe(403);
    expect(fields(res)).toEqual(['header.authorization']);
  });

  it('validates enumerations, numbers, addresses and the password, naming each field', async () => {
    const app = await accessToken();
    const bad = await selfCreate(app, { countryIsoCode: 'XXX', preferredLanguage: 'english', gender: 'Other', mobileNumber: '0821234567', emailAddress: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(fields(bad).sort()).toEqual(['body.countryIsoCode', 'body.emailAddress', 'body.gender', 'body.mobileNumber', 'body.preferredLanguage']);
    const invalidNumber = await selfCreate(app, { mobileNumber: '+999123456789' });
    expect(invalidNumber.status).toBe(400);
    expect(fields(invalidNumber)).toEqual(['body.mobileNumber']);
    const weak = await selfCreate(app, { emailAddress: uniqueEmail(), loginCredentials: { password: 'password1' } });
    expect(weak.status).toBe(400);
    expect(fields(weak)).toEqual(['body.loginCredentials.password']);
    // An e-mail username only usernames.ts's loose shape takes: no code or notice could ever reach it (IDN-27).
    for (const username of ['ann@example.c', 'ann!x@example.com', 'a..b@example.com', 'ann@-x.com']) {
      const unreachable = await selfCreate(app, { loginCredentials: { username, password: STRONG_PASSWORD } });
      expect(unreachable.status, username).toBe(400);
      expect(fields(unreachable)).toEqual(['body.loginCredentials.username']);
    }
    const noPassword = await selfCreate(app, { loginCredentials: { username: uniqueEmail() } });
    expect(noPassword.status).toBe(400);
    expect(fields(noPassword)).toEqual(['body.loginCredentials.password']);
  });

  it('answers a taken username with 409 naming it, and writes nothing', async () => {
    const app = await accessToken();
    const email = uniqueEmail();
    expect((await selfCreate(app, { emailAddress: email, loginCredentials: { password: STRONG_PASSWORD } })).status).toBe(200);
    const again = await selfCreate(app, { yourReference: 'clash-1', emailAddress: email, loginCredentials: { username: email.toUpperCase(), password: STRONG_PASSWORD } });
    expect(again.status).toBe(409);
    expect(fields(again)).toEqual(['body.loginCredentials.username']);
    // The yourReference was not claimed by the failed request.
    expect((await selfCreate(app, { yourReference: 'clash-1' })).status).toBe(200);
  });

  it('keeps yourReference + source unique per caller (409), and separate between callers', async () => {
    const app = await accessToken({ Name: 'partner-a' });
    const yourReference = `ref-${randomUUID()}`;
    expect((await selfCreate(app, { yourReference, source: 'crm' })).status).toBe(200);
    const dup = await selfCreate(app, { yourReference, source: 'crm' });
    expect(dup.status).toBe(409);
    expect(fields(dup)).toEqual(['body.yourReference']);
    expect((await selfCreate(app, { yourReference, source: 'web' })).status).toBe(200);
    expect((await adminCreate({ yourReference, source: 'crm' })).status).toBe(200);
  });
});

describe('POST /v1/consumer/admin', () => {
  it('returns the full profile with accounts, references assigned, and never a card number', async () => {
    const { profile, reference } = await givenConsumer({ addresses: [{ addressType: 'MAIN', addressLine1: '1 Long St', countryIsoCode: 'ZAF' }] });
    expect(profile.accounts.loanAccounts).toEqual([]);
    expect(profile).toMatchObject({ reference, kycStatusSummary: 'Unverified', isEmailVerified: false, isMobileNumberVerified: false, files: [] });
    expect(profile.addresses[0].reference).toMatch(/^[0-9a-f-]{36}$/);
    const [bank] = profile.accounts.bankAccounts;
    expect(bank).toMatchObject({ accountNumber: '6200001234', bank: 'FNB_ZA', bankName: 'First National Bank', currency: 'ZAR', isActive: true });
    expect(bank.debitOrders).toHaveLength(2);
    expect(bank.debitOrders[0]).toMatchObject({ status: 'Active', bankAccountReference: bank.reference });
    expect(profile.accounts.mobileWallets[0]).toMatchObject({ msisdn: '+233241234567', currency: 'GHS', operatorName: 'MTN Mobile Money' });
    const [card] = profile.accounts.cards;
    expect(card).toMatchObject({ bin: '411111', lastFour: '1111', maskedPan: '411111******1111', status: 'Active' });
    expect(card.vaultToken).toBeUndefined();
    const item = await tableItem(`CONSUMER#${reference}`, `ACCOUNT#CARD#${card.reference}`);
    expect(item).toMatchObject({ bin: '411111', lastFour: '1111' });
    // No run of 13–19 digits (a PAN's length) anywhere in the item.
    expect(JSON.stringify(item)).not.toMatch(/(?<![\w-])\d{13,19}(?![\w-])/);
  });

  it('refuses full card numbers and security codes, and account fields that do not fit', async () => {
    const res = await adminCreate({ accounts: { cards: [{ ...vaultCard(), cardNumber: '4111111111111111', cvv: '123' }], bankAccounts: [{ accountNumber: '123456', bank: 'NOPE', currency: 'ZAR' }], mobileWallets: [{ msisdn: '+233241234567', mobileWalletOperator: 'MTN_GH', currency: 'ZAR' }] } });
    expect(res.status).toBe(400);
    expect(fields(res).sort()).toEqual(['body.accounts.bankAccounts[0].bank', 'body.accounts.cards[0].cardNumber', 'body.accounts.cards[0].cvv']);
    expect(res.text).not.toContain('4111111111111111');
    const missing = await adminCreate({ accounts: { cards: [{ bin: '411111' }], mobileWallets: [{ msisdn: '+233241234567', mobileWalletOperator: 'MTN_GH', currency: 'ZAR' }] } });
    expect(missing.status).toBe(400);
    expect(fields(missing)).toEqual(expect.arrayContaining(['body.accounts.cards[0].vaultToken', 'body.accounts.cards[0].lastFour', 'body.accounts.mobileWallets[0].currency']));
  });

  it('refuses the card\'s own number sent as its vaultToken and a card number in any other text of a card: 400 naming each, nothing stored (CON-25)', async () => {
    const email = uniqueEmail();
    const res = await adminCreate({ emailAddress: email, accounts: { cards: [{ ...vaultCard(), vaultToken: '4111111111111111', cardholderName: 'A N Other 4242-4242-4242-4242' }] } });
    expect(res.status, res.text).toBe(400);
    expect(fields(res).sort()).toEqual(['body.accounts.cards[0].cardholderName', 'body.accounts.cards[0].vaultToken']);
    expect(res.text).not.toMatch(/4111111111111111|4242-4242/);
    expect(await itemsContaining(email)).toEqual([]);
  });

  it('creates a login user who must change the administrator\'s password; verification the administrator vouches for is kept', async () => {
    const msisdn = uniqueMsisdn();
    const res = await adminCreate({ mobileNumber: msisdn, isMobileNumberVerified: true, loginCredentials: { password: STRONG_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ isMobileNumberVerified: true, loginCredentials: { username: msisdn, isLockedOut: false } });
    expect(res.body.result.loginCredentials.password).toBeUndefined();
    const signIn = await login(msisdn, STRONG_PASSWORD);
    expect(signIn.status).toBe(401);
    expect(signIn.body.result).toMatchObject({ mustChangePassword: true, mustValidatePhoneNumber: false });
  });
});

describe('PUT /v1/consumer (self-service)', () => {
  it('updates its own consumer: omitted fields stay, null clears, server-owned fields are ignored', async () => {
    const { reference, token } = await givenConsumer({ middleName: 'Lindiwe', preferredName: 'Thandi' });
    const res = await call('PUT', '/v1/consumer', { token, body: { reference, middleName: null, firstName: 'Thandiwe', kycStatusSummary: 'Verified', isActive: false, userReference: randomUUID() } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ reference, firstName: 'Thandiwe', lastName: 'Mokoena', preferredName: 'Thandi', kycStatusSummary: 'Unverified', isActive: true });
    expect(res.body.result.middleName).toBeUndefined();
    expect(res.body.result.userReference).toBeUndefined();
  });

  it('answers another consumer\'s reference and an unknown one with the same 404', async () => {
    const a = await givenConsumer();
    const b = await givenConsumer();
    const other = await call('PUT', '/v1/consumer', { token: b.token, body: { reference: a.reference, firstName: 'Mallory' } });
    const unknown = await call('PUT', '/v1/consumer', { token: b.token, body: { reference: randomUUID(), firstName: 'Mallory' } });
    for (const res of [other, unknown]) {
      expect(res.status).toBe(404);
      expect(fields(res)).toEqual(['body.reference']);
    }
    expect((await tableItem(`CONSUMER#${a.reference}`, 'PROFILE'))?.['firstName']).toBe('Thandi');
    const app = await call('PUT', '/v1/consumer', { token: await accessToken(), body: { reference: a.reference } });
    expect(app.status).toBe(404);
  });

  it('may add accounts but not change another consumer\'s or a stored account\'s identity', async () => {
    const a = await givenConsumer();
    const b = await givenConsumer();
    const added = await call('PUT', '/v1/consumer', { token: a.token, body: { reference: a.reference, accounts: { cards: [vaultCard('4242')], loanAccounts: [{ lender: 'Bank' }] } } });
    expect(added.status).toBe(200);
    expect(added.body.result.accounts.loanAccounts).toEqual([{ lender: 'Bank', reference: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(added.body.result.accounts.bankAccounts).toHaveLength(1);
    expect(added.body.result.accounts.cards.map((c: { lastFour: string }) => c.lastFour).sort()).toEqual(['1111', '4242']);
    const bCard = b.profile.accounts.cards[0].reference;
    const stolen = await call('PUT', '/v1/consumer', { token: a.token, body: { reference: a.reference, accounts: { cards: [{ reference: bCard, cardholderName: 'Mallory' }] } } });
    expect(stolen.status).toBe(404);
    expect(fields(stolen)).toEqual(['body.accounts.cards[0].reference']);
    const bank = a.profile.accounts.bankAccounts[0].reference;
    const changed = await call('PUT', '/v1/consumer', { token: a.token, body: { reference: a.reference, accounts: { bankAccounts: [{ reference: bank, accountNumber: '999999' }] } } });
    expect(changed.status).toBe(422);
    expect(fields(changed)).toEqual(['body.accounts.bankAccounts[0].accountNumber']);
    // A number POST /v1/pay would refuse is refused here too, so no stored account can never be paid from (CON-26).
    for (const accountNumber of ['A'.repeat(41), 'A'.repeat(35), 'a--', '1 - - -']) {
      const odd = await call('PUT', '/v1/consumer', { token: a.token, body: { reference: a.reference, accounts: { bankAccounts: [{ accountNumber, bank: 'FNB_ZA', currency: 'ZAR' }] } } });
      expect(odd.status, accountNumber).toBe(400);
      expect(odd.body.error.details).toEqual([{ field: 'body.accounts.bankAccounts[0].accountNumber', reason: 'must be 3 to 34 letters and digits (spaces and hyphens allowed)' }]);
    }
    const iban = await call('PUT', '/v1/consumer', { token: a.token, body: { reference: a.reference, accounts: { bankAccounts: [{ accountNumber: 'GB82 WEST 1234 5698 7654 32', bank: 'FNB_ZA', currency: 'ZAR' }] } } });
    expect(iban.status, iban.text).toBe(200);
  });

  it('refuses a password: it changes through the password route', async () => {
    const { reference, token } = await givenConsumer();
    const res = await call('PUT', '/v1/consumer', { token, body: { reference, loginCredentials: { password: STRONG_PASSWORD } } });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(['body.loginCredentials.password']);
  });
});

describe('PUT /v1/consumer/admin', () => {
  it('updates any consumer, 404 for an unknown one, 400 naming bad fields', async () => {
    const { reference } = await givenConsumer();
    const res = await adminUpdate({ reference, isActive: false, lastName: 'Dlamini' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ isActive: false, lastName: 'Dlamini', firstName: 'Thandi' });
    expect((await adminUpdate({ reference: randomUUID() })).status).toBe(404);
    const bad = await adminUpdate({ reference: 'nope', gender: 'X' });
    expect(bad.status).toBe(400);
    expect(fields(bad).sort()).toEqual(['body.gender', 'body.reference']);
  });

  it('locks and unlocks the login user, and sets a password the user must change', async () => {
    const email = uniqueEmail();
    const created = await adminCreate({ emailAddress: email, isEmailVerified: true, loginCredentials: { password: STRONG_PASSWORD } });
    const reference = created.body.result.reference as string;
    const locked = await adminUpdate({ reference, loginCredentials: { isLockedOut: true, reasonForLockout: 'Fraud review' } });
    expect(locked.body.result.loginCredentials).toEqual({ username: email, isLockedOut: true, reasonForLockout: 'Fraud review' });
    expect((await login(email, STRONG_PASSWORD)).body.error.code).toBe('INVALID_CREDENTIALS');
    const unlocked = await adminUpdate({ reference, loginCredentials: { isLockedOut: false } });
    expect(unlocked.body.result.loginCredentials.isLockedOut).toBe(false);
    expect((await login(email, STRONG_PASSWORD)).body.result).toMatchObject({ mustChangePassword: true });
    const newPassword = 'Harbour-Violet-Quartz-77';
    expect((await adminUpdate({ reference, loginCredentials: { password: 'short' } })).status).toBe(400);
    const reset = await adminUpdate({ reference, loginCredentials: { password: newPassword } });
    expect(reset.status).toBe(200);
    expect(reset.text).not.toContain(newPassword);
    const signIn = await login(email, newPassword);
    expect(signIn.body.result).toMatchObject({ mustChangePassword: true });
    const renamed = await adminUpdate({ reference, loginCredentials: { username: uniqueEmail() } });
    expect(renamed.status).toBe(422);
    expect(fields(renamed)).toEqual(['body.loginCredentials.username']);
  });
});

describe('KYC decisions', () => {
  const kyc = (decision: 'verify' | 'reject', reference: string) => call('PUT', `/v1/consumer/admin/kyc/${decision}/${reference}`, { apiKey: adminApiKey() });
  const status = async (reference: string) => (await tableItem(`CONSUMER#${reference}`, 'PROFILE'))?.['kycStatusSummary'];

  it('moves Unverified to Verified; repeating is harmless; Verified cannot become Rejected', async () => {
    const { reference } = await givenConsumer();
    expect((await kyc('verify', reference)).status).toBe(200);
    expect(await status(reference)).toBe('Verified');
    expect((await kyc('verify', reference)).status).toBe(200);
    const refused = await kyc('reject', reference);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details[0].reason).toContain('Verified consumer cannot become Rejected');
    expect(await status(reference)).toBe('Verified');
  });

  it('moves Unverified to Rejected, and Rejected to Verified on re-review', async () => {
    const { reference } = await givenConsumer();
    expect((await kyc('reject', reference)).status).toBe(200);
    expect(await status(reference)).toBe('Rejected');
    expect((await kyc('verify', reference)).status).toBe(200);
    expect(await status(reference)).toBe('Verified');
  });

  it('answers 404 for an unknown consumer and 400 for a malformed reference', async () => {
    expect((await kyc('verify', randomUUID())).status).toBe(404);
    expect((await kyc('reject', randomUUID())).status).toBe(404);
    const bad = await kyc('verify', 'x');
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual(['path.consumerReference']);
  });
});

describe('what KYC rests on (CON-18, CON-19)', () => {
  const kyc = (decision: 'verify' | 'reject', reference: string) => call('PUT', `/v1/consumer/admin/kyc/${decision}/${reference}`, { apiKey: adminApiKey() });
  const selfUpdate = (token: string, body: Record<string, unknown>) => call('PUT', '/v1/consumer', { token, body });
  const stored = (reference: string) => tableItem(`CONSUMER#${reference}`, 'PROFILE');
  const evidence = [{ provider: 'Bureau', result: 'Pass', checkedAt: '2025-01-02T03:04:05Z' }];

  it('keeps a Verified consumer\'s identity from the consumer: 409 naming each field, nothing written; other fields and the profile sent back as read still go', async () => {
    const { reference, token } = await givenConsumer({ dateOfBirth: '1990-05-06', identityDocuments: [{ documentType: 'NationalId', number: '9005060000080' }] });
    expect((await kyc('verify', reference)).status).toBe(200);
    const rewrite = await selfUpdate(token, { reference, firstName: 'Someone', middleName: 'Else', lastName: 'Entirely', dateOfBirth: '1950-01-01', identityDocuments: [{ documentType: 'Passport', number: 'X1' }] });
    expect(rewrite.status).toBe(409);
    expect(fields(rewrite).sort()).toEqual(['body.dateOfBirth', 'body.firstName', 'body.identityDocuments', 'body.lastName', 'body.middleName']);
    expect(rewrite.body.error.details[0].reason).toContain('cannot change while the consumer is Verified');
    // Clearing is a change too.
    const cleared = await selfUpdate(token, { reference, dateOfBirth: null });
    expect(cleared.status).toBe(409);
    expect(fields(cleared)).toEqual(['body.dateOfBirth']);
    expect(await stored(reference)).toMatchObject({ kycStatusSummary: 'Verified', firstName: 'Thandi', lastName: 'Mokoena', dateOfBirth: '1990-05-06', identityDocuments: [{ documentType: 'NationalId', number: '9005060000080' }] });

    const nickname = await selfUpdate(token, { reference, preferredName: 'Tee' });
    expect(nickname.status).toBe(200);
    expect(nickname.body.result).toMatchObject({ preferredName: 'Tee', kycStatusSummary: 'Verified' });
    const read = (await call('GET', `/v1/consumer/admin/${reference}`, { apiKey: adminApiKey() })).body.result;
    const back = await selfUpdate(token, read);
    expect(back.status, back.text).toBe(200);
    expect(back.body.result).toEqual(read);
  });

  it('lets an Unverified or Rejected consumer correct its identity itself (a rejected one is then reviewed again)', async () => {
    const { reference, token } = await givenConsumer();
    expect((await selfUpdate(token, { reference, lastName: 'Dube', dateOfBirth: '1991-01-01' })).status).toBe(200);
    expect((await kyc('reject', reference)).status).toBe(200);
    const corrected = await selfUpdate(token, { reference, lastName: 'Dube-Mokoena', identityDocuments: [{ documentType: 'Passport', number: 'A2' }] });
    expect(corrected.status).toBe(200);
    expect(corrected.body.result).toMatchObject({ lastName: 'Dube-Mokoena', kycStatusSummary: 'Rejected' });
    expect((await kyc('verify', reference)).status).toBe(200);
  });

  it('moves a Verified consumer back to Unverified when an administrator changes its identity; evidence and other fields keep it Verified', async () => {
    const { reference } = await givenConsumer();
    expect((await kyc('verify', reference)).status).toBe(200);
    const more = await adminUpdate({ reference, kycLookupResults: evidence, preferredName: 'Tee' });
    expect(more.status).toBe(200);
    expect(more.body.result).toMatchObject({ kycStatusSummary: 'Verified', kycLookupResults: evidence });
    const renamed = await adminUpdate({ reference, lastName: 'Dlamini' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result).toMatchObject({ lastName: 'Dlamini', kycStatusSummary: 'Unverified' });
    expect(await stored(reference)).toMatchObject({ lastName: 'Dlamini', kycStatusSummary: 'Unverified' });
    expect((await kyc('verify', reference)).status).toBe(200);
    expect((await stored(reference))?.['kycStatusSummary']).toBe('Verified');
  });

  it('leaves kycLookupResults, yourReference and source to administrators: 403 naming each, nothing written; the stored values sent back are no change', async () => {
    const yourReference = `crm-${randomUUID()}`;
    const { reference, token } = await givenConsumer({ yourReference, source: 'crm', kycLookupResults: evidence });
    // The reviewer's repro: verified, then the consumer's own token rewrites the name and brings its own evidence.
    expect((await kyc('verify', reference)).status).toBe(200);
    const forged = await selfUpdate(token, { reference, firstName: 'Someone', dateOfBirth: '1950-01-01', kycLookupResults: [{ result: 'Pass' }] });
    expect(forged.status).toBe(403);
    expect(fields(forged)).toEqual(['body.kycLookupResults']);
    const moved = await selfUpdate(token, { reference, yourReference: 'mine', source: null });
    expect(moved.status).toBe(403);
    expect(fields(moved).sort()).toEqual(['body.source', 'body.yourReference']);
    expect(moved.body.error.details[0].reason).toContain('only an administrator');
    expect(await stored(reference)).toMatchObject({ yourReference, source: 'crm', kycLookupResults: evidence, firstName: 'Thandi', kycStatusSummary: 'Verified' });
    expect((await selfUpdate(token, { reference, yourReference, source: 'crm', kycLookupResults: evidence })).status).toBe(200);

    // A consumer's own registration brings no evidence either; an empty list is none.
    const app = await accessToken();
    const selfEvidence = await selfCreate(app, { firstName: 'Ama', kycLookupResults: [{ result: 'Pass' }] });
    expect(selfEvidence.status).toBe(403);
    expect(fields(selfEvidence)).toEqual(['body.kycLookupResults']);
    expect((await selfCreate(app, { firstName: 'Ama', kycLookupResults: [] })).status).toBe(200);
  });
});

describe('POST /v1/auth/admin/token/generate/consumer/{consumerReference}', () => {
  const generate = (reference: string) => call('POST', `/v1/auth/admin/token/generate/consumer/${reference}`, { apiKey: adminApiKey() });

  it('speaks for a consumer without a login user', async () => {
    const { reference, profile } = await givenConsumer();
    const res = await generate(reference);
    expect(res.status).toBe(200);
    expect(jwtPayload(res.body.result.accessToken)).toMatchObject({ sub: reference, ConsumerReference: reference, Name: 'Thandi Mokoena', EmailAddress: profile.emailAddress });
    expect((await call('PUT', '/v1/consumer', { token: res.body.result.accessToken, body: { reference } })).status).toBe(200);
  });

  it('carries the login user\'s claims when there is one', async () => {
    const email = uniqueEmail();
    const created = await adminCreate({ emailAddress: email, loginCredentials: { password: STRONG_PASSWORD } });
    const { reference, userReference } = created.body.result;
    const res = await generate(reference);
    expect(jwtPayload(res.body.result.accessToken)).toMatchObject({ sub: userReference, UserReference: userReference, ConsumerReference: reference, LoginName: email });
    expect(res.body.result.refreshToken).toMatch(/^rt_/);
  });

  it('answers 404 for an unknown consumer', async () => {
    const res = await generate(randomUUID());
    expect(res.status).toBe(404);
    expect(fields(res)).toEqual(['path.consumerReference']);
  });
});
