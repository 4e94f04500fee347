/**
 * Merchants over HTTP: admin and self-service create and update, lookups, the passcode reminder,
 * terminal telemetry, the admin token for a merchant, and ownership with two merchants.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { merchantBasicResultFields } from '../../shared/schemas/merchant-basic-result.js';
import { accessToken, adminApiKey, call } from './harness.js';
import { card } from './payment-fixtures.js';
import { jwtPayload, setItem, STRONG_PASSWORD, tableItem, uniqueEmail, uniqueMsisdn } from './identity-fixtures.js';

const admin = () => ({ apiKey: adminApiKey() });
const base = (extra: Record<string, unknown> = {}) => ({ name: `Shop ${randomUUID().slice(0, 8)}`, categoryCode: 5411, currency: 'ZAR', ...extra });

async function adminCreate(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/v1/merchant/admin', { ...admin(), body: base(extra) });
  expect(res.status, res.text).toBe(200);
  return res.body.result;
}

async function merchantToken(reference: string): Promise<string> {
  const res = await call('POST', `/v1/auth/admin/token/generate/merchant/${reference}`, admin());
  expect(res.status, res.text).toBe(200);
  return res.body.result.accessToken as string;
}

const fields = (res: { body: { error?: { details?: { field: string }[] } } }) => (res.body.error?.details ?? []).map((d) => d.field);
/** An error answer without its request id, to compare two refusals word for word. */
const withoutRequestId = (body: { error?: Record<string, unknown> }) => ({ ...body, error: { ...body.error, requestId: undefined } });

describe('POST /v1/merchant/admin', () => {
  it('creates a merchant with a derived category, a short code, references for its terminals and employees, and no passcode in the answer', async () => {
    const m = await adminCreate({
      tradingName: 'Corner Shop', industry: 'Retail',
      terminals: [{ yourReference: 'T-1', serialNumber: 'SN1', name: 'Till 1' }],
      employees: [{ name: 'Ann', role: 'Cashier', passcode: '1234' }],
      bankAccount: { accountNumber: '62001234567', bank: 'FNB', currency: 'ZAR' },
    });
    expect(m.reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(m.category).toMatch(/grocery/i);
    expect(String(m.shortCode)).toMatch(/^[1-9]\d{6}$/);
    expect(m.kybStatusSummary).toBe('Unverified');
    expect(m.isActive).toBe(true);
    expect(m.terminals[0]).toMatchObject({ yourReference: 'T-1', isActive: true });
    expect(m.terminals[0].reference).toMatch(/^[0-9a-f-]{36}$/);
    expect(m.employees[0]).toMatchObject({ name: 'Ann', hasPasscode: true });
    expect(m.employees[0].passcode).toBeUndefined();
    expect(JSON.stringify(m)).not.toContain('1234"');
    expect(m.bankAccounts[0]).toMatchObject({ accountNumber: '62001234567', isSettlementAccount: true });
    expect(m.vCard).toContain('FN:Corner Shop');
    expect(m.loginCredentials).toBeNull();
    // The stored passcode is sealed, never in clear.
    const item = await tableItem(`MERCHANT#${m.reference}`, 'PROFILE');
    expect(JSON.stringify(item)).not.toContain('"1234"');
  });

  it('keeps the admin passcode sealed and never answers it: hasAdminPasscode says whether one is set; left out it stays, null removes it (MER-24)', async () => {
    const passcode = `${randomBytes(4).readUInt32BE() % 900000 + 100000}`;
    const m = await adminCreate({ adminPasscode: passcode });
    expect(m.hasAdminPasscode).toBe(true);
    expect(m.adminPasscode).toBeUndefined();
    expect(JSON.stringify(m)).not.toContain(passcode);
    const stored = await tableItem(`MERCHANT#${m.reference}`, 'PROFILE');
    expect(JSON.stringify(stored)).not.toContain(passcode);
    expect(stored?.['sealedAdminPasscode']).toEqual(expect.any(String));

    // Its own token and an admin lookup see only the flag; the answer sent back keeps the passcode.
    const token = await merchantToken(m.reference);
    const own = await call('PUT', '/v1/merchant', { token, body: { ...m, tradingName: 'Renamed' } });
    expect(own.status, own.text).toBe(200);
    expect(own.body.result).toMatchObject({ hasAdminPasscode: true });
    expect(own.text).not.toContain(passcode);
    const looked = await call('GET', `/v1/merchant/admin/lookup/shortcode/${m.shortCode}`, admin());
    expect(looked.status, looked.text).toBe(200);
    expect(looked.body.result).toMatchObject({ hasAdminPasscode: true });
    expect(looked.text).not.toContain(passcode);
    expect((await tableItem(`MERCHANT#${m.reference}`, 'PROFILE'))?.['sealedAdminPasscode']).toBe(stored?.['sealedAdminPasscode']);

    const cleared = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference, adminPasscode: null } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.result.hasAdminPasscode).toBe(false);
    expect((await tableItem(`MERCHANT#${m.reference}`, 'PROFILE'))?.['sealedAdminPasscode']).toBeUndefined();

    // One written in clear before this decision: never answered, and sealed at the next write.
    await setItem(`MERCHANT#${m.reference}`, 'PROFILE', { adminPasscode: passcode });
    const legacy = await call('GET', `/v1/merchant/admin/lookup/shortcode/${m.shortCode}`, admin());
    expect(legacy.body.result.hasAdminPasscode).toBe(true);
    expect(legacy.text).not.toContain(passcode);
    expect((await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference } })).status).toBe(200);
    const resealed = await tableItem(`MERCHANT#${m.reference}`, 'PROFILE');
    expect(resealed?.['adminPasscode']).toBeUndefined();
    expect(resealed?.['sealedAdminPasscode']).toEqual(expect.any(String));
  });

  it('refuses a category code that is not ISO 18245, an unknown currency and a missing name, naming each field', async () => {
    const res = await call('POST', '/v1/merchant/admin', { ...admin(), body: { categoryCode: 1234, currency: 'XXX' } });
    expect(res.status).toBe(400);
    expect(fields(res)).toEqual(expect.arrayContaining(['body.categoryCode', 'body.currency', 'body.name']));
    const bad = await call('POST', '/v1/merchant/admin', { ...admin(), body: base({ employees: [{ name: 'B', passcode: '12' }], terminals: [{}, {}].map(() => ({ yourReference: 'same' })) }) });
    expect(bad.status).toBe(400);
    expect(fields(bad)).toContain('body.employees[0].passcode');
  });

  it('gives every merchant its own short code, found by the short code lookup', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => adminCreate()));
    const codes = made.map((m) => m.shortCode as number);
    expect(new Set(codes).size).toBe(6);
    for (const m of made.slice(0, 2)) {
      const res = await call('GET', `/v1/merchant/admin/lookup/shortcode/${m.shortCode}`, admin());
      expect(res.status).toBe(200);
      expect(res.body.result.reference).toBe(m.reference);
      expect(await tableItem(`MARK#merchant-shortcode#${m.shortCode}`, 'MARK')).toMatchObject({ merchantReference: m.reference });
    }
    const unknown = await call('GET', '/v1/merchant/admin/lookup/shortcode/999', admin());
    expect(unknown.status).toBe(404);
    expect((await call('GET', '/v1/merchant/admin/lookup/shortcode/abc', admin())).status).toBe(400);
  });

  it('creates the login user in the same transaction; it signs in once verified, and a taken username is 409', async () => {
    const username = uniqueEmail();
    const m = await adminCreate({ emailAddress: username, loginCredentials: { username, password: STRONG_PASSWORD } });
    expect(m.userReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(m.loginCredentials).toMatchObject({ username, isLockedOut: false });
    const pending = await call('POST', '/v1/auth/login', { body: { username, password: STRONG_PASSWORD } });
    expect(pending.status).toBe(401);
    expect(pending.body.result).toMatchObject({ mustChangePassword: true, mustValidateEmailAddress: true });
    await setItem(`USER#${m.userReference}`, 'USER', { isEmailVerified: true, mustChangePassword: false });
    const login = await call('POST', '/v1/auth/login', { body: { username, password: STRONG_PASSWORD } });
    expect(login.status).toBe(200);
    expect(jwtPayload(login.body.result.accessToken)).toMatchObject({ MerchantReference: m.reference, UserReference: m.userReference });

    const before = await call('GET', `/v1/merchant/admin/lookup/attribute/k/${username}`, admin());
    expect(before.status).toBe(404);
    const clash = await call('POST', '/v1/merchant/admin', { ...admin(), body: base({ attributes: [{ name: 'k', value: username }], loginCredentials: { username: username.toUpperCase(), password: STRONG_PASSWORD } }) });
    expect(clash.status).toBe(409);
    expect(fields(clash)).toEqual(['body.loginCredentials.username']);
    // Nothing of the refused merchant was written: its attribute marker is free.
    expect((await call('GET', `/v1/merchant/admin/lookup/attribute/k/${username}`, admin())).status).toBe(404);
  });

  it('keeps yourReference + source unique per caller', async () => {
    const yourReference = `ext-${randomUUID()}`;
    await adminCreate({ yourReference, source: 'pos-system' });
    const again = await call('POST', '/v1/merchant/admin', { ...admin(), body: base({ yourReference, source: 'pos-system' }) });
    expect(again.status).toBe(409);
    expect(fields(again)).toEqual(['body.yourReference']);
    // Another caller (an app token) may use the same pair.
    const other = await call('POST', '/v1/merchant', { token: await accessToken(), body: base({ yourReference, source: 'pos-system' }) });
    expect(other.status).toBe(200);
  });
});

describe('POST /v1/merchant (self-service)', () => {
  it('lets an app token register a merchant (basic answer) and refuses a token that already speaks for one', async () => {
    const app = await accessToken();
    const res = await call('POST', '/v1/merchant', { token: app, body: base({ kybStatusSummary: 'Verified', shortCode: 1, assignedProductReferences: [randomUUID()] }) });
    expect(res.status).toBe(200);
    expect(res.body.result.kybStatusSummary).toBe('Unverified');
    expect(res.body.result.shortCode).not.toBe(1);
    expect(res.body.result.createdDate).toBeUndefined();
    const token = await merchantToken(res.body.result.reference);
    const refused = await call('POST', '/v1/merchant', { token, body: base() });
    expect(refused.status).toBe(403);
    expect((await call('POST', '/v1/merchant', { token: app, body: base({ currency: 'zar' }) })).status).toBe(400);
  });
});

describe('PUT /v1/merchant and PUT /v1/merchant/admin', () => {
  it('updates only the token\'s own merchant, ignores server-owned fields, and answers the full profile', async () => {
    const a = await adminCreate({ tradingName: 'A Trading' });
    const b = await adminCreate();
    const tokenA = await merchantToken(a.reference);
    const res = await call('PUT', '/v1/merchant', {
      token: tokenA,
      body: { ...base({ name: 'A renamed', categoryCode: 5812 }), reference: a.reference, shortCode: 42, kybStatusSummary: 'Verified', isActive: false, category: 'x', isEmailVerified: true },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'A renamed', categoryCode: 5812, shortCode: a.shortCode, kybStatusSummary: 'Unverified', isActive: true, tradingName: 'A Trading', isEmailVerified: false });
    expect(res.body.result.category).not.toBe('x');
    expect(res.body.result.createdDate).toBe(a.createdDate);
    // Left out: the token's own merchant.
    expect((await call('PUT', '/v1/merchant', { token: tokenA, body: base() })).status).toBe(200);
    const other = await call('PUT', '/v1/merchant', { token: tokenA, body: { ...base(), reference: b.reference } });
    expect(other.status).toBe(404);
    expect(fields(other)).toEqual(['body.reference']);
    expect((await call('PUT', '/v1/merchant', { token: await accessToken(), body: base() })).status).toBe(404);
  });

  it('admin update: omitted keeps, null clears, lists are replaced with their references kept', async () => {
    const m = await adminCreate({ tradingName: 'T', taxNumber: '123', terminals: [{ yourReference: 'A' }, { yourReference: 'B' }] });
    const [t1] = m.terminals;
    const res = await call('PUT', '/v1/merchant/admin', {
      ...admin(), body: { ...base({ name: m.name }), reference: m.reference, tradingName: null, terminals: [{ reference: t1.reference, name: 'Renamed' }, { yourReference: 'C' }] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result.tradingName).toBeUndefined();
    expect(res.body.result.taxNumber).toBe('123');
    expect(res.body.result.terminals).toHaveLength(2);
    expect(res.body.result.terminals[0]).toMatchObject({ reference: t1.reference, name: 'Renamed', yourReference: 'A' });
    expect(res.body.result.isActive).toBe(true);
    const deactivated = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference, isActive: false } });
    expect(deactivated.body.result.isActive).toBe(false);
    const foreign = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference, terminals: [{ reference: randomUUID() }] } });
    expect(foreign.status).toBe(400);
    expect(fields(foreign)).toEqual(['body.terminals[0].reference']);
    const unknown = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: randomUUID() } });
    expect(unknown.status).toBe(404);
  });

  it('admin update locks and unlocks the login user and sets a password that must be changed', async () => {
    const username = uniqueMsisdn();
    const m = await adminCreate({ loginCredentials: { username, password: STRONG_PASSWORD } });
    const lock = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference, loginCredentials: { isLockedOut: true } } });
    expect(lock.status, lock.text).toBe(200);
    expect(lock.body.result.loginCredentials).toMatchObject({ isLockedOut: true, reasonForLockout: 'Locked by an administrator' });
    expect(await tableItem(`USER#${m.userReference}`, 'USER')).toMatchObject({ isLockedOut: true });
    expect((await tableItem(`USER#${m.userReference}`, 'USER'))?.['lockedUntil']).toBeUndefined();
    const unlock = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference, loginCredentials: { isLockedOut: false } } });
    expect(unlock.body.result.loginCredentials.isLockedOut).toBe(false);
    expect(await tableItem(`USER#${m.userReference}`, 'USER')).toMatchObject({ isLockedOut: false, failedLoginCount: 0 });
    const password = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference, loginCredentials: { password: 'Brass-Meadow-Violin-77' } } });
    expect(password.status).toBe(200);
    expect(await tableItem(`USER#${m.userReference}`, 'USER')).toMatchObject({ mustChangePassword: true });
    const weak = await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), reference: m.reference, loginCredentials: { password: 'password' } } });
    expect(weak.status).toBe(400);
    expect(fields(weak)).toEqual(['body.loginCredentials.password']);
  });
});

describe('merchant lookups', () => {
  it('finds a merchant by attribute; a pair names one merchant', async () => {
    const value = randomUUID();
    const m = await adminCreate({ attributes: [{ name: 'legacy id', value }] });
    const res = await call('GET', `/v1/merchant/admin/lookup/attribute/${encodeURIComponent('legacy id')}/${value}`, admin());
    expect(res.status).toBe(200);
    expect(res.body.result.reference).toBe(m.reference);
    const clash = await call('POST', '/v1/merchant/admin', { ...admin(), body: base({ attributes: [{ name: 'legacy id', value }] }) });
    expect(clash.status).toBe(409);
    expect(fields(clash)).toEqual(['body.attributes[0].value']);
    expect((await call('GET', `/v1/merchant/admin/lookup/attribute/legacy/${value}`, admin())).status).toBe(404);
  });

  it('finds a merchant by terminal UUID or by the terminal\'s own reference within the source', async () => {
    const source = `src-${randomUUID().slice(0, 8)}`;
    const m = await adminCreate({ source, terminals: [{ yourReference: 'TILL-9' }] });
    const byUuid = await call('GET', `/v1/merchant/admin/lookup/terminal/${m.terminals[0].reference}/${source}`, admin());
    expect(byUuid.status).toBe(200);
    expect(byUuid.body.result.reference).toBe(m.reference);
    const byExternal = await call('GET', `/v1/merchant/admin/lookup/terminal/TILL-9/${source}`, admin());
    expect(byExternal.body.result.reference).toBe(m.reference);
    expect((await call('GET', `/v1/merchant/admin/lookup/terminal/TILL-9/other-source`, admin())).status).toBe(404);
    expect((await call('GET', `/v1/merchant/admin/lookup/terminal/${randomUUID()}/${source}`, admin())).status).toBe(404);
    // The terminal's marker goes with the terminal.
    await call('PUT', '/v1/merchant/admin', { ...admin(), body: { ...base(), source, reference: m.reference, terminals: [] } });
    expect((await call('GET', `/v1/merchant/admin/lookup/terminal/TILL-9/${source}`, admin())).status).toBe(404);
  });

  it('lists every merchant holding a wallet number', async () => {
    const msisdn = uniqueMsisdn();
    const a = await adminCreate({ mobileWallets: [{ msisdn, mobileWalletOperator: 'MTN' }] });
    const b = await adminCreate({ mobileWallets: [{ msisdn: msisdn.slice(1) }] });
    const res = await call('GET', `/v1/merchant/admin/lookup/wallet/${encodeURIComponent(msisdn)}`, admin());
    expect(res.status).toBe(200);
    expect(res.body.result.map((m: { reference: string }) => m.reference).sort()).toEqual([a.reference, b.reference].sort());
    expect((await call('GET', `/v1/merchant/admin/lookup/wallet/${uniqueMsisdn().slice(1)}`, admin())).body.result).toEqual([]);
    expect((await call('GET', '/v1/merchant/admin/lookup/wallet/12', admin())).status).toBe(400);
  });

  it('lists many merchants sharing a wallet number whatever their profiles weigh, each as its basic result (MER-23)', { timeout: 120_000 }, async () => {
    // 36 profiles with a 96 KiB logo: over the 4 MB a TransactGetItems may answer.
    const msisdn = uniqueMsisdn();
    const logoImage = randomBytes(96 * 1024).toString('base64');
    const made: Record<string, unknown>[] = [];
    for (let batch = 0; batch < 6; batch++) {
      made.push(...await Promise.all(Array.from({ length: 6 }, () => adminCreate({ logoImage, mobileWallets: [{ msisdn }] }))));
    }
    const res = await call('GET', `/v1/merchant/admin/lookup/wallet/${encodeURIComponent(msisdn)}`, admin());
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    expect(res.body.result).toHaveLength(made.length);
    const basic = (m: Record<string, unknown>) => Object.fromEntries(Object.keys(merchantBasicResultFields).map((k) => [k, m[k]]));
    const byReference = new Map(made.map((m) => [m['reference'], basic(m)]));
    for (const entry of res.body.result) expect(entry).toEqual(byReference.get(entry.reference));
    const created = res.body.result.map((m: { reference: string }) => made.find((x) => x['reference'] === m.reference)?.['createdDate']);
    expect(created).toEqual([...created].sort());
    // A payment to twenty of them (the most a payment names) reads their profiles the same way.
    const pay = await call('POST', '/v1/pay', { token: await accessToken(), body: {
      paymentSources: { cards: [card('4242424242424242', 20)] },
      paymentDestinations: { merchants: made.slice(0, 20).map((m) => ({ merchantReference: m['reference'], amountInCents: 1, currency: 'ZAR' })) },
    } });
    expect(pay.status, pay.text.slice(0, 300)).toBe(200);
  });

  it('finds the token\'s own merchant by external reference and source; another merchant\'s token gets 404', async () => {
    const yourReference = `ext-${randomUUID()}`;
    const a = await adminCreate({ yourReference, source: 'crm' });
    const b = await adminCreate();
    const own = await call('GET', `/v1/merchant/lookup/${yourReference}/crm`, { token: await merchantToken(a.reference) });
    expect(own.status).toBe(200);
    expect(own.body.result.reference).toBe(a.reference);
    expect((await call('GET', `/v1/merchant/lookup/${yourReference}/crm`, { token: await merchantToken(b.reference) })).status).toBe(404);
    expect((await call('GET', `/v1/merchant/lookup/nope/crm`, { token: await merchantToken(a.reference) })).status).toBe(404);
  });
});

describe('GET /v1/merchant/employee/passcode-reminder/{employeeReference}', () => {
  it('shows the employee\'s passcode to its own merchant only', async () => {
    const a = await adminCreate({ employees: [{ name: 'Ann', passcode: '4821' }, { name: 'Bob' }] });
    const b = await adminCreate();
    const [ann, bob] = a.employees;
    const res = await call('GET', `/v1/merchant/employee/passcode-reminder/${ann.reference}`, { token: await merchantToken(a.reference) });
    expect(res.status).toBe(200);
    expect(res.body.result.employees[0]).toMatchObject({ reference: ann.reference, passcode: '4821' });
    expect(res.body.result.employees[1].passcode).toBeUndefined();
    // Another merchant's employee and an unknown one: the same 404, word for word.
    const others = await call('GET', `/v1/merchant/employee/passcode-reminder/${ann.reference}`, { token: await merchantToken(b.reference) });
    const unknown = await call('GET', `/v1/merchant/employee/passcode-reminder/${randomUUID()}`, { token: await merchantToken(a.reference) });
    expect(others.status).toBe(404);
    expect(withoutRequestId(others.body)).toEqual(withoutRequestId(unknown.body));
    expect((await call('GET', `/v1/merchant/employee/passcode-reminder/${bob.reference}`, { token: await merchantToken(a.reference) })).status).toBe(422);
  });
});

describe('terminal telemetry', () => {
  const report = (terminalReference: string, extra: Record<string, unknown> = {}) => ({
    terminalReference, batteryLevelPercentage: 80, isBatteryCharging: false, wifiUsageInBytes: 1024, softwareVersion: '1.2.3',
    auditEvents: [{ eventType: 'Boot', occurredDate: new Date().toISOString() }], ...extra,
  });

  it('is reported by a token of the terminal\'s merchant and read by admins, one terminal or all, with the filter', async () => {
    const a = await adminCreate({ terminals: [{ name: 'T1' }, { name: 'T2' }, { name: 'T3' }] });
    const b = await adminCreate();
    const [t1, t2, t3] = a.terminals;
    const tokenA = await merchantToken(a.reference);
    const first = await call('POST', '/v1/merchant/terminal/telemetry', { token: tokenA, body: report(t1.reference) });
    expect(first.status, first.text).toBe(200);
    expect(first.body.result).toMatchObject({ terminalReference: t1.reference, batteryLevelPercentage: 80 });
    await call('POST', '/v1/merchant/terminal/telemetry', { token: tokenA, body: report(t2.reference, { batteryLevelPercentage: 20 }) });
    // An older report does not replace a newer one.
    const older = await call('POST', '/v1/merchant/terminal/telemetry', { token: tokenA, body: report(t1.reference, { batteryLevelPercentage: 5, reportedDate: '2020-01-01T00:00:00Z' }) });
    expect(older.body.result.batteryLevelPercentage).toBe(80);

    const one = await call('GET', `/v1/merchant/admin/terminal/telemetry/${a.reference}/${t1.reference}`, admin());
    expect(one.status).toBe(200);
    expect(one.body.result).toMatchObject({ terminalReference: t1.reference, softwareVersion: '1.2.3' });
    const all = await call('GET', `/v1/merchant/admin/terminal/telemetry/${a.reference}`, admin());
    expect(all.body.result.map((t: { terminalReference: string }) => t.terminalReference).sort()).toEqual([t1.reference, t2.reference].sort());
    const filtered = await call('GET', `/v1/merchant/admin/terminal/telemetry/${a.reference}?terminalReferences=${t2.reference}&terminalReferences=${t3.reference}`, admin());
    expect(filtered.body.result).toHaveLength(1);
    expect(filtered.body.result[0]).toMatchObject({ terminalReference: t2.reference, batteryLevelPercentage: 20 });

    expect((await call('GET', `/v1/merchant/admin/terminal/telemetry/${a.reference}/${t3.reference}`, admin())).status).toBe(404);
    expect((await call('GET', `/v1/merchant/admin/terminal/telemetry/${a.reference}/${randomUUID()}`, admin())).status).toBe(404);
    expect((await call('GET', `/v1/merchant/admin/terminal/telemetry/${randomUUID()}/${t1.reference}`, admin())).status).toBe(404);
    expect((await call('GET', `/v1/merchant/admin/terminal/telemetry/${randomUUID()}`, admin())).status).toBe(404);
    expect((await call('GET', `/v1/merchant/admin/terminal/telemetry/${a.reference}?terminalReferences=x`, admin())).status).toBe(400);

    // Another merchant's token, an unknown terminal, a token for another terminal: 404.
    const othersTerminal = await call('POST', '/v1/merchant/terminal/telemetry', { token: await merchantToken(b.reference), body: report(t1.reference) });
    const unknownTerminal = await call('POST', '/v1/merchant/terminal/telemetry', { token: tokenA, body: report(randomUUID()) });
    expect(othersTerminal.status).toBe(404);
    expect(withoutRequestId(othersTerminal.body)).toEqual(withoutRequestId(unknownTerminal.body));
    const terminalToken = await accessToken({ MerchantReference: a.reference, TerminalReference: t2.reference });
    expect((await call('POST', '/v1/merchant/terminal/telemetry', { token: terminalToken, body: report(t1.reference) })).status).toBe(404);
    expect((await call('POST', '/v1/merchant/terminal/telemetry', { token: terminalToken, body: report(t2.reference) })).status).toBe(200);
    const invalid = await call('POST', '/v1/merchant/terminal/telemetry', { token: tokenA, body: report(t1.reference, { batteryLevelPercentage: 140, reportedDate: 'yesterday' }) });
    expect(invalid.status).toBe(400);
    expect(fields(invalid).sort()).toEqual(['body.batteryLevelPercentage', 'body.reportedDate']);
    // Within range but no number DynamoDB keeps: 400 naming each, never the table's 500 (ERR-6).
    const unstorable = await call('POST', '/v1/merchant/terminal/telemetry', { token: tokenA, body: report(t1.reference, { latitude: 1e-200, longitude: -5e-324, batteryLevelPercentage: 1e-131 }) });
    expect(unstorable.status, unstorable.text).toBe(400);
    expect(fields(unstorable).sort()).toEqual(['body.batteryLevelPercentage', 'body.latitude', 'body.longitude']);
  });

  it('lists every terminal\'s report when together they fill more than one DynamoDB page (1 MB)', async () => {
    const count = 8;
    const a = await adminCreate({ terminals: Array.from({ length: count }, (_, i) => ({ name: `T${i + 1}` })) });
    const token = await merchantToken(a.reference);
    // 100 audit events of 512 three-byte characters: about 150 KB a report, so eight need two pages.
    const auditEvents = Array.from({ length: 100 }, () => ({ eventType: 'Note', occurredDate: new Date().toISOString(), description: '報'.repeat(512) }));
    for (const terminal of a.terminals as { reference: string }[]) {
      const res = await call('POST', '/v1/merchant/terminal/telemetry', { token, body: report(terminal.reference, { auditEvents }) });
      expect(res.status, res.text.slice(0, 300)).toBe(200);
    }
    const all = await call('GET', `/v1/merchant/admin/terminal/telemetry/${a.reference}`, admin());
    expect(all.status).toBe(200);
    expect(all.body.result.map((t: { terminalReference: string }) => t.terminalReference).sort()).toEqual((a.terminals as { reference: string }[]).map((t) => t.reference).sort());
  });
});

describe('POST /v1/auth/admin/token/generate/merchant/{merchantReference}', () => {
  it('issues a pair whose claims carry the merchant (or its login user), 404 when unknown', async () => {
    const plain = await adminCreate({ mobileNumber: uniqueMsisdn() });
    const res = await call('POST', `/v1/auth/admin/token/generate/merchant/${plain.reference}`, admin());
    expect(res.status).toBe(200);
    expect(res.body.result.refreshToken).toMatch(/^rt_/);
    expect(jwtPayload(res.body.result.accessToken)).toMatchObject({ sub: plain.reference, MerchantReference: plain.reference, Name: plain.name, MobileNumber: plain.mobileNumber });
    const username = uniqueEmail();
    const withUser = await adminCreate({ loginCredentials: { username, password: STRONG_PASSWORD } });
    const userToken = await call('POST', `/v1/auth/admin/token/generate/merchant/${withUser.reference}`, admin());
    expect(jwtPayload(userToken.body.result.accessToken)).toMatchObject({ sub: withUser.userReference, MerchantReference: withUser.reference, LoginName: username });
    expect((await call('POST', `/v1/auth/admin/token/generate/merchant/${randomUUID()}`, admin())).status).toBe(404);
    expect((await call('POST', '/v1/auth/admin/token/generate/merchant/nope', admin())).status).toBe(400);
  });
});

