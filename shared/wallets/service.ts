/**
 * Wallet use cases (docs/decisions/wallets.md): create one for the caller or (admin) for a named
 * owner, list the caller's, read one, freeze or free one, and the verdict a payment asks for on
 * the wallets it names. The record is wallets.ts's; the balance is the ledger's.
 */
import { randomUUID } from 'node:crypto';
import { callerScope } from '../db/markers.js';
import { getConsumer } from '../consumers/consumers.js';
import type { Caller } from '../http/caller.js';
import { ConflictError, InsufficientFundsError, NotFoundError, UnprocessableError, ValidationError, type FieldIssue } from '../http/errors.js';
import { accountBalance, ledgerAccountKey } from '../ledger/balances.js';
import { assertMerchantActive } from '../merchants/deactivated.js';
import { getMerchant, getMerchants } from '../merchants/merchants.js';
import type { WalletAdminCreateBody } from '../schemas/wallet-admin-create-body.js';
import type { WalletAdminUpdateBody } from '../schemas/wallet-admin-update-body.js';
import type { WalletCreateBody } from '../schemas/wallet-create-body.js';
import type { WalletListResult } from '../schemas/wallet-list-result.js';
import type { WalletResult } from '../schemas/wallet-result.js';
import { fundsIssues, mayDebitWallet, mayReadWallet, ownersOf, usabilityIssues, type WalletOwner, type WalletUse } from './rules.js';
import { getWallet, getWallets, insertWallet, ownerWallets, setWalletActive, WalletExists, type WalletRecord } from './wallets.js';

/** A wallet with its ledger balance, as the routes answer it. */
async function withBalance(wallet: WalletRecord): Promise<WalletResult> {
  const balance = await accountBalance(ledgerAccountKey.wallet(wallet.walletReference), wallet.currency);
  const { walletReference, ownerType, ownerReference, currency, isActive, createdDate } = wallet;
  return { walletReference, ownerType, ownerReference, currency, isActive, createdDate, availableAmountInCents: balance.availableAmountInCents, currentAmountInCents: balance.currentAmountInCents };
}

async function ownerExists(owner: WalletOwner): Promise<boolean> {
  return owner.ownerType === 'Consumer' ? (await getConsumer(owner.ownerReference)) !== undefined : (await getMerchant(owner.ownerReference)) !== undefined;
}

async function create(caller: Caller, owner: WalletOwner, currency: string, ownerField: string): Promise<WalletResult> {
  if (!(await ownerExists(owner))) throw new NotFoundError(owner.ownerType, ownerField);
  const at = new Date().toISOString();
  const wallet: WalletRecord = { walletReference: randomUUID(), ...owner, currency, isActive: true, createdDate: at, updatedAt: at, createdBy: callerScope(caller) };
  try {
    await insertWallet(wallet);
  } catch (error) {
    if (!(error instanceof WalletExists)) throw error;
    throw new ConflictError(`The ${owner.ownerType.toLowerCase()} already holds a ${currency} wallet${error.walletReference ? ` (${error.walletReference})` : ''}; one wallet per owner and currency.`, [
      { field: 'body.currency', reason: `a ${currency} wallet exists for this owner` },
    ]);
  }
  return withBalance(wallet);
}

/** POST /v1/wallet: a wallet for the token's consumer or merchant (ownerType chooses when it speaks for both). */
export function createOwnWallet(caller: Caller, body: WalletCreateBody): Promise<WalletResult> {
  const owners = ownersOf(caller);
  const chosen = body.ownerType ? owners.filter((o) => o.ownerType === body.ownerType) : owners;
  if (chosen.length === 0) throw new NotFoundError(body.ownerType ?? 'A consumer or merchant of this token', body.ownerType ? 'body.ownerType' : 'header.authorization');
  if (chosen.length > 1 || !chosen[0]) throw new UnprocessableError('The token speaks for a consumer and a merchant; say which owns the wallet.', [{ field: 'body.ownerType', reason: 'required: Consumer or Merchant' }]);
  return create(caller, chosen[0], body.currency, 'header.authorization');
}

/** POST /v1/wallet/admin: a wallet for the named consumer or merchant. */
export function createWalletFor(caller: Caller, body: WalletAdminCreateBody): Promise<WalletResult> {
  return create(caller, { ownerType: body.ownerType, ownerReference: body.ownerReference.toLowerCase() }, body.currency, 'body.ownerReference');
}

/** GET /v1/wallet: every wallet of the token's consumer and merchant, with balances. */
export async function listOwnWallets(caller: Caller): Promise<WalletListResult> {
  const wallets = (await Promise.all(ownersOf(caller).map((o) => ownerWallets(o.ownerType, o.ownerReference)))).flat();
  return Promise.all(wallets.map(withBalance));
}

/** GET /v1/wallet/{walletReference}: the owner's or admin's; anyone else is told it does not exist. */
export async function readWallet(caller: Caller, walletReference: string): Promise<WalletResult> {
  const wallet = await getWallet(walletReference);
  if (!wallet || !mayReadWallet(caller, wallet)) throw new NotFoundError('Wallet', 'path.walletReference');
  return withBalance(wallet);
}

/**
 * PUT /v1/wallet/admin/{walletReference}: freeze (no payment may use it) or free a wallet; its money
 * stays. Only isActive is taken; a body walletReference other than the path's is 400 (WAL-9).
 */
export async function updateWalletFor(walletReference: string, body: WalletAdminUpdateBody): Promise<WalletResult> {
  if (body.walletReference !== undefined && body.walletReference.toLowerCase() !== walletReference.toLowerCase()) {
    throw new ValidationError([{ field: 'body.walletReference', reason: 'must be the wallet the path names (or be left out)' }]);
  }
  const wallet = await setWalletActive(walletReference, body.isActive);
  if (!wallet) throw new NotFoundError('Wallet', 'path.walletReference');
  return withBalance(wallet);
}

/**
 * A merchant's wallet follows its merchant (MER-22, WAL-12): a deactivated merchant's own token pays
 * nothing out of it (422 naming header.authorization; the money stays in the wallet until the
 * merchant is reactivated or an operator refunds what filled it), and nobody pays into it, as nobody
 * pays the merchant itself (422 naming the wallet).
 */
async function assertWalletMerchantsActive(
  caller: Caller, sources: readonly (WalletRecord | undefined)[], destinations: readonly { use: WalletUse; wallet: WalletRecord | undefined }[],
): Promise<void> {
  const owner = (w: WalletRecord | undefined) => (w?.ownerType === 'Merchant' ? [w.ownerReference] : []);
  const debited = caller.kind === 'admin' ? [] : sources.flatMap(owner);
  const credited = destinations.flatMap((d) => owner(d.wallet));
  if (debited.length === 0 && credited.length === 0) return;
  const inactive = (await getMerchants([...debited, ...credited], ['reference', 'isActive'])).filter((m) => !m.isActive);
  const payer = inactive.find((m) => debited.includes(m.reference));
  if (payer) assertMerchantActive(payer, 'header.authorization', 'it cannot pay from its wallet (an administrator can)');
  const issues = destinations.filter((d) => inactive.some((m) => owner(d.wallet).includes(m.reference)))
    .map((d) => ({ field: `${d.use.path}.walletReference`, reason: 'this wallet\'s merchant is not active' }));
  if (issues.length > 0) throw new UnprocessableError('The payment cannot be made as requested.', issues);
}

/**
 * The verdict on a payment's wallets, before any money moves: unknown (or, as a source, not the
 * payer's) 404; inactive or in another currency 422; sources whose sum exceeds the wallet's balance
 * 422 INSUFFICIENT_FUNDS. Throws the first of these; answers the merchants owning any of the
 * wallets (they may read the payment, as a merchant paid directly may).
 */
export async function assertWalletsPayable(caller: Caller, payingConsumer: string | undefined, sources: readonly WalletUse[], destinations: readonly WalletUse[]): Promise<string[]> {
  if (sources.length === 0 && destinations.length === 0) return [];
  const wallets = new Map((await getWallets([...sources, ...destinations].map((u) => u.walletReference))).map((w) => [w.walletReference, w]));
  const walletOf = (use: WalletUse) => wallets.get(use.walletReference.toLowerCase());
  const notFound = [
    ...sources.filter((u) => { const w = walletOf(u); return !w || !mayDebitWallet(caller, payingConsumer, w); }),
    ...destinations.filter((u) => !walletOf(u)),
  ];
  if (notFound[0]) throw new NotFoundError('Wallet', `${notFound[0].path}.walletReference`);
  const issues: FieldIssue[] = [...sources, ...destinations].flatMap((u) => { const w = walletOf(u); return w ? usabilityIssues(u, w) : []; });
  if (issues.length > 0) throw new UnprocessableError('The payment cannot be made as requested.', issues);
  await assertWalletMerchantsActive(caller, sources.map(walletOf), destinations.map((u) => ({ use: u, wallet: walletOf(u) })));
  const funds: FieldIssue[] = [];
  for (const wallet of new Set(sources.map(walletOf))) {
    if (!wallet) continue;
    const balance = await accountBalance(ledgerAccountKey.wallet(wallet.walletReference), wallet.currency);
    funds.push(...fundsIssues(sources.filter((u) => walletOf(u) === wallet), balance.currentAmountInCents));
  }
  if (funds.length > 0) throw new InsufficientFundsError(funds, 'A wallet holds less than the payment takes from it; nothing was moved.');
  return [...wallets.values()].filter((w) => w.ownerType === 'Merchant').map((w) => w.ownerReference);
}
