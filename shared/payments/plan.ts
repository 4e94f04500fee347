/**
 * Everything POST /v1/pay checks before any money moves, in this order (each step answers every
 * problem it finds at once, naming the fields):
 *   1. shapes (400): card number (Luhn), expiry not past, CVV shape, bank and operator codes, MSISDNs
 *   2. totals (422): per currency, sources = destinations
 *   3. the caller's claims (403): AllowedCurrencies, CanUseCashSource, the amount caps
 *   4. the consumer (404 when not the caller's, 422 when deactivated: CON-20), its stopped cards and inactive accounts (422), its limits
 *      (422), and the limit counters its own bank accounts' debits reserve in with the insert (PAY-32)
 *   5. destination merchants (404 unknown, 422 inactive) and bill products (404 unknown, 422 inactive
 *      or breaking fullAmountRequired, maximumAmountInCents, currency, productFields)
 *   6. wallets held on the platform (shared/wallets): unknown, or as a source not the payer's, 404;
 *      inactive or in another currency 422; a source beyond its balance 422 INSUFFICIENT_FUNDS
 *   6b. QR codes (422 naming qrCode, amountInCents or currency): unreadable, damaged, expired, a
 *      platform code's merchant inactive or its bill paid, being paid or expired, an amount or
 *      currency other than the code's (shared/qr/payability.ts)
 *   7. a rail no connector serves in this environment (production without a processor for it): 422
 * The result is a plan of legs; cards are still in memory only, for the vault (submit.ts).
 */
import { assertPayAllowed } from '../auth/claim-policy.js';
import { listAccounts, storedCardRefusal, type ConsumerAccounts } from '../accounts/accounts.js';
import { bankAccountLimitVerdict, type PlannedReservation } from '../accounts/limit-rules.js';
import { ledgerAccountKey } from '../ledger/accounts.js';
import type { Caller } from '../http/caller.js';
import { NotFoundError, UnprocessableError, ValidationError, type FieldIssue } from '../http/errors.js';
import { normaliseMsisdn } from '../identity/usernames.js';
import { callerScope } from '../db/markers.js';
import { getMerchants, merchantReferencesByExternal, type MerchantRecord } from '../merchants/merchants.js';
import { billVerdicts } from '../products/bills.js';
import type { ProductRecord } from '../products/products.js';
import type { QrPayee } from '../qr/payability.js';
import { qrPaymentVerdict } from '../qr/stated-amount.js';
import type { CardToTokenize } from '../rails/card-vault.js';
import { cardNumberParts } from '../rails/card-checks.js';
import { maskAccountNumber, maskMsisdn } from '../rails/masking.js';
import type { DestinationLeg, SourceLeg } from '../rails/types.js';
import type { PayBody } from '../schemas/pay-body.js';
import type { PaymentConsumerResult } from '../schemas/payment-status-result.js';
import { UUID } from '../uuid.js';
import type { WalletUse } from '../wallets/rules.js';
import { assertWalletsPayable } from '../wallets/service.js';
import { bankAccountNumber } from './bank-account-number.js';
import { payingConsumer } from './paying-consumer.js';
import { destinationItems, itemsOf, sourceItems, type DestinationItem, type ItemOf, type SourceItem } from './pay-items.js';
import { paymentLimitTypes, shapeIssues, totalsByCurrency, totalsIssues } from './pay-request.js';
import { unservedRailIssues } from './unserved-rails.js';


interface DraftBase {
  group: string;
  groupIndex: number;
  amountInCents: number;
  currency: string;
  /** See LegBase.ledgerAccount. */
  ledgerAccount?: string;
}

/** A leg before the vault: cards and device tokens still need tokenizing; everything else is final. */
export type SourceDraft = DraftBase & (
  | { kind: 'ready'; leg: SourceLeg; display: string }
  | { kind: 'card'; card: CardToTokenize & { expiryMonth: string; expiryYear: string } }
  | { kind: 'device'; rail: 'applePay' | 'googlePay'; paymentToken: string }
);

/** A dynamic QR code's bill the payment claims as it is inserted (shared/qr/bills.ts claimItem; QR-36). */
export interface QrBillClaim {
  billReference: string;
  /** The ended payment of the bill the claim replaces. */
  replaces?: string;
  /** The request field a lost claim is reported on. */
  field: string;
}

export type DestinationDraft = DraftBase & { qrBill?: QrBillClaim } & (
  | { kind: 'ready'; leg: DestinationLeg; display: string }
  | { kind: 'card'; card: CardToTokenize }
);

export interface PaymentPlan {
  sources: SourceDraft[];
  destinations: DestinationDraft[];
  consumerReference?: string;
  /** What the payment shows of its consumer (PAY-21). */
  consumer?: PaymentConsumerResult;
  /** Merchants paid directly or through a bill's product: they may read the payment. */
  merchantReferences: string[];
  amountTotals: { currency: string; amountInCents: number }[];
  /** The own bank accounts' limit counters the insert reserves in (PAY-32), each with the field a refusal names. */
  limitHolds?: LimitHold[];
}

/** A limit counter the payment reserves in, and the request field its refusal names. */
export interface LimitHold {
  field: string;
  planned: PlannedReservation;
}

function raise(issues: FieldIssue[], make: (issues: FieldIssue[]) => Error): void {
  if (issues.length > 0) throw make(issues);
}

const unprocessable = (issues: FieldIssue[]) => new UnprocessableError('The payment cannot be made as requested.', issues);

/**
 * Stopped or unusable stored cards, inactive stored bank accounts and mobile wallets, own bank
 * accounts named in another currency than theirs (either side), and the limits of the consumer's bank accounts; with the limit counters the insert reserves in when none refuses.
 */
async function consumerIssues(consumerReference: string, accounts: ConsumerAccounts, body: PayBody, now: Date): Promise<{ issues: FieldIssue[]; holds: LimitHold[] }> {
  const issues: FieldIssue[] = [];
  const holds: LimitHold[] = [];
  const sources = sourceItems(body);
  for (const { path, item: card } of itemsOf(sources, 'cards')) {
    const reason = storedCardRefusal(accounts.cards, cardNumberParts(card.cardNumber), now);
    if (reason) issues.push({ field: `${path}.cardNumber`, reason });
  }
  for (const { path, item } of itemsOf(sources, 'mobileWallets')) {
    const msisdn = normaliseMsisdn(item.msisdn);
    const stored = accounts.mobileWallets.find((w) => w.mobileWalletOperator === item.mobileWalletOperator && normaliseMsisdn(w.msisdn) === msisdn);
    if (stored && !stored.isActive) issues.push({ field: `${path}.msisdn`, reason: 'this mobile wallet is inactive' });
  }
  const own = (item: { bank: string; accountNumber: string }) =>
    accounts.bankAccounts.find((a) => a.bank === item.bank && bankAccountNumber(a.accountNumber) === bankAccountNumber(item.accountNumber));
  // An own account moves its ledger balance in the leg's currency: only its own currency is read or held (PAY-36).
  for (const { path, item } of itemsOf(destinationItems(body), 'bankAccounts')) {
    const stored = own(item);
    if (stored && stored.currency !== item.currency) issues.push({ field: `${path}.currency`, reason: `must be ${stored.currency}, the currency of your bank account` });
  }
  const perAccount = new Map<string, { path: string; amountInCents: number; currency: string }>();
  for (const { path, item } of itemsOf(sources, 'bankAccounts')) {
    const stored = own(item);
    if (!stored) continue;
    if (!stored.isActive) issues.push({ field: `${path}.accountNumber`, reason: 'this bank account is inactive' });
    if (stored.currency !== item.currency) {
      issues.push({ field: `${path}.currency`, reason: `must be ${stored.currency}, the currency of your bank account` });
      continue;
    }
    const sum = perAccount.get(stored.reference);
    perAccount.set(stored.reference, { path, amountInCents: (sum?.amountInCents ?? 0) + item.amountInCents, currency: item.currency });
  }
  const limitTypes = paymentLimitTypes(body);
  for (const [reference, spend] of perAccount) {
    // Accounts' verdict: the limits and what the account already spent are theirs to read.
    const verdict = await bankAccountLimitVerdict(consumerReference, reference, { ...spend, limitTypes }, now);
    const field = `${spend.path}.amountInCents`;
    if ('reason' in verdict) issues.push({ field, reason: verdict.reason });
    else holds.push(...verdict.reservations.map((planned) => ({ field, planned })));
  }
  return { issues, holds };
}

type Resolved<R> = { found: Map<string, R>; issues: FieldIssue[]; notFound: FieldIssue[] };

/**
 * Each merchant destination's merchant (ours by UUID, or by source and its reference), or the issue.
 * A source and reference name only a merchant an administrator registered, or one the caller itself
 * did (MER-25): any token may register a merchant with any pair, which must not take payments meant
 * for the partner's merchant, nor make them ambiguous.
 */
async function resolveMerchants(caller: Caller, items: ItemOf<DestinationItem, 'merchants'>[]): Promise<Resolved<MerchantRecord>> {
  const scope = caller.kind === 'admin' || caller.kind === 'user' ? callerScope(caller) : undefined;
  const found = new Map<string, MerchantRecord>();
  const issues: FieldIssue[] = [];
  const notFound: FieldIssue[] = [];
  const uuids = items.filter(({ item }) => !item.merchantSource).map(({ item }) => item.merchantReference).filter((r) => UUID.test(r));
  const merchants = new Map((await getMerchants(uuids.map((r) => r.toLowerCase()))).map((m) => [m.reference, m]));
  for (const { path, item } of items) {
    let merchant: MerchantRecord | undefined;
    if (item.merchantSource) {
      const refs = await merchantReferencesByExternal(item.merchantSource, item.merchantReference);
      const vouched = (await getMerchants(refs)).filter((m) => m.referenceScope.startsWith('key:') || m.referenceScope === scope);
      if (vouched.length > 1) {
        issues.push({ field: `${path}.merchantReference`, reason: 'names more than one merchant of that source; use our merchant reference' });
        continue;
      }
      merchant = vouched[0];
    } else if (UUID.test(item.merchantReference)) {
      merchant = merchants.get(item.merchantReference.toLowerCase());
    }
    if (!merchant) notFound.push({ field: `${path}.merchantReference`, reason: 'not found' });
    else if (!merchant.isActive) issues.push({ field: `${path}.merchantReference`, reason: 'this merchant is not active' });
    else found.set(path, merchant);
  }
  return { found, issues, notFound };
}

/**
 * Each QR destination's payee (shared/qr/payability.ts, the verdict POST /v1/validate/qr gives too),
 * or the issue naming the destination's qrCode, amountInCents or currency; one bill twice is refused.
 */
async function resolveQrCodes(items: ItemOf<DestinationItem, 'qrCodes'>[], now: Date): Promise<{ found: Map<string, QrPayee>; issues: FieldIssue[] }> {
  const found = new Map<string, QrPayee>();
  const issues: FieldIssue[] = [];
  const bills = new Set<string>();
  for (const { path, item } of items) {
    const verdict = await qrPaymentVerdict(item.qrCode, now, { amountInCents: item.amountInCents, currency: item.currency });
    if (!verdict.ok) {
      issues.push({ field: `${path}.${verdict.on}`, reason: `the QR code ${verdict.reason}`.replace(/^the QR code must/, 'must') });
      continue;
    }
    const bill = verdict.payee.kind === 'platform' ? verdict.payee.bill?.record.billReference : undefined;
    if (bill && bills.has(bill)) issues.push({ field: `${path}.qrCode`, reason: 'the QR code names a bill another destination of this payment already pays' });
    if (bill) bills.add(bill);
    found.set(path, verdict.payee);
  }
  return { found, issues };
}

/** A QR destination: a code of this platform pays its merchant's ledger account (and claims its bill); any other goes out on the qrCode rail. */
function qrDraft(base: DraftBase, path: string, qrCode: string, payee: QrPayee | undefined): DestinationDraft {
  if (payee?.kind !== 'platform') return { ...base, kind: 'ready', leg: { rail: 'qrCode', instrument: { qrCode } }, display: payee ? `${payee.qrCodeType} QR code` : 'QR code' };
  const { merchant, bill } = payee;
  const claim = bill ? { qrBill: { billReference: bill.record.billReference, field: `${path}.qrCode`, ...(bill.replaces ? { replaces: bill.replaces } : {}) } } : {};
  return {
    ...base, ...claim, ledgerAccount: ledgerAccountKey.merchant(merchant.reference), kind: 'ready',
    leg: { rail: 'merchant', instrument: { merchantReference: merchant.reference } }, display: `${merchant.name} (QR)`,
  };
}

type Ready<L> = { kind: 'ready'; leg: L; display: string; ledgerAccount?: string };

/** The legs both sides share: mobile wallets, bank accounts, wallets and cash. */
function sharedLeg(item: ItemOf<SourceItem, 'mobileWallets' | 'bankAccounts' | 'wallets' | 'cash'>): Ready<Extract<SourceLeg, { rail: 'mobileWallet' | 'bankAccount' | 'wallet' | 'cash' }>> {
  switch (item.group) {
    case 'mobileWallets': {
      const msisdn = normaliseMsisdn(item.item.msisdn) ?? '';
      const operator = item.item.mobileWalletOperator;
      return { kind: 'ready', leg: { rail: 'mobileWallet', instrument: { msisdn, operator } }, display: `${operator} ${maskMsisdn(msisdn)}` };
    }
    case 'bankAccounts': {
      const accountNumber = bankAccountNumber(item.item.accountNumber);
      const bank = item.item.bank;
      return { kind: 'ready', leg: { rail: 'bankAccount', instrument: { accountNumber, bank } }, display: `${bank} ${maskAccountNumber(accountNumber)}` };
    }
    case 'wallets': {
      // A wallet held on the platform: its ledger account is the whole movement (no rail).
      const walletReference = item.item.walletReference.toLowerCase();
      return { kind: 'ready', leg: { rail: 'wallet', instrument: { walletReference } }, display: `Wallet ${maskAccountNumber(walletReference)}`, ledgerAccount: ledgerAccountKey.wallet(walletReference) };
    }
    case 'cash':
      return { kind: 'ready', leg: { rail: 'cash', instrument: {} }, display: 'Cash' };
  }
}

function sourceDraft(source: SourceItem): SourceDraft {
  const base = { group: source.group, groupIndex: source.groupIndex, amountInCents: source.item.amountInCents, currency: source.item.currency };
  switch (source.group) {
    case 'cards': {
      const { cardNumber, cvv, expiryMonth, expiryYear, nameOnCard } = source.item;
      return { ...base, kind: 'card', card: { cardNumber, cvv, expiryMonth, expiryYear, nameOnCard } };
    }
    case 'applePay':
    case 'googlePay':
      return { ...base, kind: 'device', rail: source.group, paymentToken: source.item.paymentToken };
    default:
      return { ...base, ...sharedLeg(source) };
  }
}

function destinationDraft(destination: DestinationItem, merchants: Map<string, MerchantRecord>, products: Map<string, ProductRecord>, qrPayees: Map<string, QrPayee>): DestinationDraft {
  const base = { group: destination.group, groupIndex: destination.groupIndex, amountInCents: destination.item.amountInCents, currency: destination.item.currency };
  switch (destination.group) {
    case 'merchants': {
      const merchant = merchants.get(destination.path);
      return { ...base, kind: 'ready', leg: { rail: 'merchant', instrument: { merchantReference: merchant?.reference ?? '' } }, display: merchant?.name ?? 'Merchant' };
    }
    case 'cards':
      return { ...base, kind: 'card', card: { cardNumber: destination.item.cardNumber, nameOnCard: destination.item.nameOnCard ?? undefined } };
    case 'bills': {
      const bill = destination.item;
      const product = products.get(destination.path);
      const instrument = { productReference: product?.reference ?? bill.productReference, ...(bill.productFields ? { productFields: bill.productFields } : {}) };
      // A bill is paid to the merchant that owns the product, inside the platform (its ledger account).
      const owner = product ? { ledgerAccount: ledgerAccountKey.merchant(product.merchantReference) } : {};
      return { ...base, ...owner, kind: 'ready', leg: { rail: 'bill', instrument }, display: product?.name ?? 'Bill' };
    }
    case 'qrCodes':
      return qrDraft(base, destination.path, destination.item.qrCode, qrPayees.get(destination.path));
    default:
      return { ...base, ...sharedLeg(destination) };
  }
}

/**
 * The paying consumer's registered bank accounts, by bank and number (shared/accounts). An account
 * registered twice before PAY-31 resolves to its first record, the one whose limits and state the
 * checks above read (hence the reversal: a Map keeps the last of equal keys).
 */
function ownBankAccounts(accounts: ConsumerAccounts): Map<string, string> {
  return new Map(accounts.bankAccounts.map((a): [string, string] => [`${a.bank}|${bankAccountNumber(a.accountNumber)}`, a.reference]).reverse());
}

/** A bank-account leg on one of the paying consumer's own accounts moves that account's ledger balance. */
function withOwnAccount<D extends DraftBase>(draft: D, payItem: SourceItem | DestinationItem, own: Map<string, string> | undefined): D {
  if (payItem.group !== 'bankAccounts' || !own) return draft;
  const reference = own.get(`${payItem.item.bank}|${bankAccountNumber(payItem.item.accountNumber)}`);
  return reference ? { ...draft, ledgerAccount: ledgerAccountKey.consumerBankAccount(reference) } : draft;
}

/** The wallets a side of the payment names, for the wallets' verdict. */
function walletUses(items: readonly (SourceItem | DestinationItem)[]): WalletUse[] {
  return items.flatMap((i) => (i.group === 'wallets' ? [{ path: i.path, walletReference: i.item.walletReference, amountInCents: i.item.amountInCents, currency: i.item.currency }] : []));
}

/** TransactWriteItems' bound: the insert's header, legs, uniqueness items, claims and limit reservations together. */
const MAX_INSERT_ITEMS = 100;

/**
 * Limit reservations the insert could not hold besides its header, legs, QR bill claims and up to
 * five more (yourReference, Idempotency-Key, form session, what a submission writes with it): 422.
 */
function reservationRoomIssues(legs: number, qrClaims: number, holds: number): FieldIssue[] {
  const room = Math.max(MAX_INSERT_ITEMS - 1 - 5 - legs - qrClaims, 0);
  if (holds <= room) return [];
  return [{ field: 'body.paymentSources.bankAccounts', reason: `reserves in ${holds} limit counters of your own bank accounts, more than this payment has room for (${room}): split it into several payments` }];
}

/** Checks the whole request (see the order above) and plans its legs; throws the first step's 4xx. */
export async function planPayment(caller: Caller, body: PayBody, now = new Date()): Promise<PaymentPlan> {
  raise(shapeIssues(body, now), (issues) => new ValidationError(issues));
  raise(totalsIssues(body), unprocessable);
  assertPayAllowed(caller, body);

  const consumer = await payingConsumer(caller, body.consumer?.reference ?? undefined);
  const consumerReference = consumer?.reference;
  // The consumer's registered instruments, read once for both their checks and their ledger accounts.
  const accounts = consumerReference ? await listAccounts(consumerReference) : undefined;
  const consumerChecks = consumerReference && accounts ? await consumerIssues(consumerReference, accounts, body, now) : undefined;
  raise(consumerChecks?.issues ?? [], unprocessable);
  const holds = consumerChecks?.holds ?? [];
  const ownAccounts = accounts ? ownBankAccounts(accounts) : undefined;

  const destinations = destinationItems(body);
  const merchants = await resolveMerchants(caller, itemsOf(destinations, 'merchants'));
  // The catalog's verdict on each bill: payable, and within the product's rules.
  const products = await billVerdicts(itemsOf(destinations, 'bills'), now);
  const notFound = [...merchants.notFound, ...products.notFound];
  if (notFound.length > 0) throw new NotFoundError(notFound.length === 1 && notFound[0]?.field.includes('product') ? 'Product' : 'A destination', notFound[0]?.field);
  // QR codes: read, and their merchant, bill, amount and currency checked, before any money moves.
  const qrCodes = await resolveQrCodes(itemsOf(destinations, 'qrCodes'), now);
  raise([...merchants.issues, ...products.issues, ...qrCodes.issues], unprocessable);

  const walletOwners = await assertWalletsPayable(caller, consumerReference, walletUses(sourceItems(body)), walletUses(destinations));

  const merchantReferences = [...new Set([
    ...[...merchants.found.values()].map((m) => m.reference), ...[...products.found.values()].map((p) => p.merchantReference), ...walletOwners,
    ...[...qrCodes.found.values()].flatMap((q) => (q.kind === 'platform' ? [q.merchant.reference] : [])),
  ])];
  const sources = sourceItems(body).map((s) => ({ path: s.path, draft: withOwnAccount(sourceDraft(s), s, ownAccounts) }));
  const credits = destinations.map((d) => ({ path: d.path, draft: withOwnAccount(destinationDraft(d, merchants.found, products.found, qrCodes.found), d, ownAccounts) }));
  raise(unservedRailIssues([...sources, ...credits]), unprocessable);
  raise(reservationRoomIssues(sources.length + credits.length, credits.filter((c) => c.draft.qrBill).length, holds.length), unprocessable);
  return {
    sources: sources.map((s) => s.draft),
    destinations: credits.map((d) => d.draft),
    consumerReference,
    consumer,
    merchantReferences,
    amountTotals: [...totalsByCurrency(sourceItems(body))].map(([currency, total]) => ({ currency, amountInCents: Number(total) })),
    ...(holds.length > 0 ? { limitHolds: holds } : {}),
  };
}
