/**
 * Adversarial: a payment that ends Failed, Cancelled or Expired never leaves money moved on the
 * rail. 100 mixed payments from a seeded PRNG (1–4 sources, 1–3 destinations, every sandbox
 * behaviour: declines, rail timeouts, PINs right, wrong and never given, confirmations yes and no,
 * credit declines), 10 in flight at a time over HTTP; then the other side of each payment is read
 * straight from the sandbox connector's own records (RAILOP#<transactionReference>, DEBIT|CREDIT:
 * shared/rails/sandbox-table.ts) and from the ledger (the payment's holding account):
 *   - ended Failed/Cancelled/Expired: no leg has a sandbox record that succeeded and was not reversed;
 *   - Completed: every leg's record succeeded and was not reversed, and the plan had no failing leg;
 *   - every final payment: checkPaymentEntries holds (sourced − delivered = held, amounts as expected).
 * Wallets held on the platform are no rail: they appear as successful destinations (a merchant's
 * real wallet, credited in the ledger alone); wallet sources and their refusals: wallets.test.ts.
 * Reproduce a run with PAYMENTS_NO_LEAKS_SEED=<seed> (printed).
 */
import { describe, expect, inject, it } from 'vitest';
import { SANDBOX_CARDS, SANDBOX_PIN, SANDBOX_SUFFIXES, suffixExamples, type CreditBehaviour, type DebitBehaviour } from '../../shared/rails/sandbox-behaviour.js';
import type { PaymentRecord } from '../../shared/payments/payments.js';
import { answerSource, card, givenMerchant, givenWallet, payer, railOperation, statusUntil, storedPayment, submitPay } from './payment-fixtures.js';

const SEED = Number(process.env['PAYMENTS_NO_LEAKS_SEED'] ?? 20_261_124);
const PAYMENTS = 100;
const IN_FLIGHT = 10;
/** After the last payment ends, how long a stray workflow step may still reach the rail before the records are read. */
const SETTLE_MS = 5_000;
const FINAL = ['Completed', 'Failed', 'Cancelled', 'Expired'];

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = ReturnType<typeof prng>;
const int = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function weighted<T extends string>(random: Random, weights: Record<T, number>): T {
  const entries = Object.entries(weights) as [T, number][];
  let r = random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of entries) if ((r -= w) < 0) return value;
  return entries[entries.length - 1]![0];
}

const DECLINES: readonly DebitBehaviour[] = ['generic_decline', 'insufficient_funds', 'processing_error'];
/** What a source does, and how the test answers it when it waits. */
type SourcePlan = { debit: DebitBehaviour; answer?: 'pin-right' | 'pin-wrong' | 'confirm-yes' | 'confirm-no' | 'none' };
/** Heavy on what fails after something succeeded: declines, wrong PINs, refused confirmations. */
const SOURCE_WEIGHTS = {
  succeed: 26, timeout: 14, decline: 16, pinRight: 9, pinWrong: 9, pinNone: 2, confirmYes: 9, confirmNo: 7, debitsButWontCredit: 8,
};
const SOURCE_PLANS: Record<keyof typeof SOURCE_WEIGHTS, (random: Random) => SourcePlan> = {
  succeed: () => ({ debit: 'succeed' }),
  timeout: () => ({ debit: 'timeout_then_succeed' }),
  decline: (random) => ({ debit: DECLINES[int(random, 0, DECLINES.length - 1)]! }),
  pinRight: () => ({ debit: 'requires_pin', answer: 'pin-right' }),
  pinWrong: () => ({ debit: 'requires_pin', answer: 'pin-wrong' }),
  pinNone: () => ({ debit: 'requires_pin', answer: 'none' }),
  confirmYes: () => ({ debit: 'requires_confirmation', answer: 'confirm-yes' }),
  confirmNo: () => ({ debit: 'requires_confirmation', answer: 'confirm-no' }),
  // 4990000000000509 / …000509: the debit succeeds (its credit would be declined).
  debitsButWontCredit: () => ({ debit: 'succeed' }),
};
const DESTINATION_WEIGHTS: Record<CreditBehaviour, number> = { succeed: 50, timeout_then_succeed: 20, generic_decline: 30 };

/** Six characters no sandbox row uses: the rail's plain success. */
const PLAIN = '123456';
const cardFor = (pick: (c: (typeof SANDBOX_CARDS)[number]) => boolean): string => {
  const found = SANDBOX_CARDS.find(pick);
  if (!found) throw new Error('no sandbox card for that behaviour');
  return found.cardNumber;
};
const suffixFor = (pick: (s: (typeof SANDBOX_SUFFIXES)[number]) => boolean): string => SANDBOX_SUFFIXES.find(pick)?.suffix ?? PLAIN;
/** 4990000000000509 and …000509: a source whose debit succeeds (the same instrument would decline a credit). */
const CREDIT_DECLINER = { card: cardFor((c) => c.credit === 'generic_decline'), suffix: suffixFor((s) => s.credit === 'generic_decline') };

type PlannedLeg = { group: string; item: Record<string, unknown>; label: string; plan?: SourcePlan; fails: boolean };
interface PlannedPayment {
  n: number;
  sources: PlannedLeg[];
  destinations: PlannedLeg[];
  totalInCents: number;
  /** Every source debits and every destination credits: only then may it end Completed. */
  shouldComplete: boolean;
}

const money = (amountInCents: number) => ({ amountInCents, currency: 'ZAR' });

/** A mobile wallet or bank account item whose last six characters are `suffix`. */
function suffixItem(group: 'mobileWallets' | 'bankAccounts', suffix: string, amountInCents: number): Record<string, unknown> {
  const example = suffixExamples(suffix);
  if (group === 'mobileWallets') return { ...money(amountInCents), mobileWalletOperator: 'MTN_GH', msisdn: example.mobileWallet };
  return { ...money(amountInCents), bank: 'FNB_ZA', accountNumber: example.bankAccount };
}

function sourceLeg(random: Random, kind: keyof typeof SOURCE_WEIGHTS, amountInCents: number): PlannedLeg {
  const plan = SOURCE_PLANS[kind](random);
  const wontCredit = kind === 'debitsButWontCredit';
  const group = (['cards', 'mobileWallets', 'bankAccounts'] as const)[int(random, 0, 2)]!;
  const fails = DECLINES.includes(plan.debit) || plan.answer === 'pin-wrong' || plan.answer === 'confirm-no' || plan.answer === 'none';
  const label = kind === 'decline' ? plan.debit : kind === 'timeout' ? 'timeout_then_succeed' : kind;
  if (group === 'cards') {
    const cardNumber = wontCredit ? CREDIT_DECLINER.card : plan.debit === 'succeed' ? '4242424242424242' : cardFor((c) => c.debit === plan.debit);
    return { group, item: card(cardNumber, amountInCents), label: `card ${label}`, plan, fails };
  }
  const suffix = wontCredit ? CREDIT_DECLINER.suffix : plan.debit === 'succeed' ? PLAIN : suffixFor((s) => s.debit === plan.debit);
  return { group, item: suffixItem(group, suffix, amountInCents), label: `${group} ${label}`, plan, fails };
}

function destinationLeg(random: Random, credit: CreditBehaviour, amountInCents: number, merchants: readonly string[], wallets: readonly string[]): PlannedLeg {
  const fails = credit === 'generic_decline';
  // Merchants, QR codes and wallets always succeed: only a plain success may land there.
  const group = credit === 'succeed'
    ? (['merchants', 'qrCodes', 'cards', 'mobileWallets', 'bankAccounts', 'wallets'] as const)[int(random, 0, 5)]!
    : (['cards', 'mobileWallets', 'bankAccounts'] as const)[int(random, 0, 2)]!;
  const label = `${group} credit ${credit}`;
  if (group === 'merchants') return { group, item: { ...money(amountInCents), merchantReference: merchants[int(random, 0, merchants.length - 1)]! }, label, fails };
  if (group === 'wallets') return { group, item: { ...money(amountInCents), walletReference: wallets[int(random, 0, wallets.length - 1)]! }, label, fails };
  if (group === 'qrCodes') return { group, item: { ...money(amountInCents), qrCode: `https://pos.snapscan.io/qr/leaks${int(random, 0, 1e9)}` }, label, fails };
  if (group === 'cards') {
    const cardNumber = cardFor((c) => c.credit === credit);
    return { group, item: { ...money(amountInCents), cardNumber, nameOnCard: 'Ada Lovelace' }, label, fails };
  }
  return { group, item: suffixItem(group, credit === 'succeed' ? PLAIN : suffixFor((s) => s.credit === credit), amountInCents), label, fails };
}

function planPayments(seed: number, merchants: readonly string[], wallets: readonly string[]): PlannedPayment[] {
  const random = prng(seed);
  return Array.from({ length: PAYMENTS }, (_, n) => {
    const sources = Array.from({ length: int(random, 1, 4) }, () => sourceLeg(random, weighted(random, SOURCE_WEIGHTS), int(random, 100, 5_000)));
    const totalInCents = sources.reduce((s, l) => s + Number(l.item['amountInCents']), 0);
    const count = int(random, 1, 3);
    // Split the total into `count` positive parts.
    const cuts = Array.from({ length: count - 1 }, () => int(random, 1, totalInCents - 1)).sort((a, b) => a - b);
    const parts = [...cuts, totalInCents].map((c, i, all) => c - (i === 0 ? 0 : all[i - 1]!)).filter((p) => p > 0);
    const destinations = parts.map((p) => destinationLeg(random, weighted(random, DESTINATION_WEIGHTS), p, merchants, wallets));
    return { n, sources, destinations, totalInCents, shouldComplete: ![...sources, ...destinations].some((l) => l.fails) };
  });
}

/** The request body: legs grouped by their request key, in plan order within each group. */
function payBody(p: PlannedPayment) {
  const grouped = (legs: PlannedLeg[]) => {
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const l of legs) (out[l.group] ??= []).push(l.item);
    return out;
  };
  return { paymentSources: grouped(p.sources), paymentDestinations: grouped(p.destinations), description: `no-leaks #${p.n} seed ${SEED}` };
}

interface Ran {
  planned: PlannedPayment;
  reference: string;
  status: string;
  notes: string[];
}

/** Submits one payment and drives it to a final status, answering each wait as planned. */
async function run(p: PlannedPayment): Promise<Ran> {
  const token = await payer();
  const res = await submitPay(token, payBody(p));
  if (res.status !== 200) throw new Error(`payment #${p.n}: POST /v1/pay ${res.status} ${res.text}`);
  const reference = res.body.result.paymentReference as string;
  const stored = (await storedPayment(reference)) as unknown as PaymentRecord;
  // (group, groupIndex) → the planned source, for whichever leg the workflow says it waits on.
  const plans = new Map(stored.sources.map((l) => [l.transactionReference, p.sources.filter((s) => s.group === l.group)[l.groupIndex]?.plan]));
  const answered = new Set<string>();
  const notes: string[] = [];
  for (;;) {
    const now = await statusUntil(token, reference, (r) => r.isComplete || (r.awaiting !== undefined && !answered.has(r.awaiting.transactionReference)), 45_000);
    if (now.isComplete) return { planned: p, reference, status: String(now.status), notes };
    const { kind, transactionReference } = now.awaiting as { kind: 'pin' | 'confirmation'; transactionReference: string };
    answered.add(transactionReference);
    const answer = plans.get(transactionReference)?.answer ?? 'none';
    if (answer === 'none') continue;
    const body = answer === 'pin-right' ? { pin: SANDBOX_PIN } : answer === 'pin-wrong' ? { pin: '9999' } : { confirm: answer === 'confirm-yes' };
    const reply = await answerSource(token, kind, transactionReference, body);
    const expected = answer === 'pin-wrong' ? 422 : 202;
    if (reply.status !== expected) notes.push(`${transactionReference} ${answer}: ${reply.status} ${reply.text.slice(0, 160)}`);
  }
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const i = next++;
      try {
        results[i] = { status: 'fulfilled', value: await work(items[i]!) };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  }));
  return results;
}

type Finding = { reference: string; n: number; status: string; leg: string; rail: string; legStatus: string; plan: string; sandbox: string };

describe('no payment that ends Failed, Cancelled or Expired leaves money moved on the rail', () => {
  it(`${PAYMENTS} mixed payments, ${IN_FLIGHT} at a time (seed ${SEED}): every leg reversed on the rail, or none moved; the ledger nets out`, async () => {
    const started = Date.now();
    console.log(`payments-no-leaks: seed ${SEED} (PAYMENTS_NO_LEAKS_SEED=${SEED} reproduces the mix)`);
    const merchants = await Promise.all([givenMerchant(), givenMerchant(), givenMerchant()]);
    const wallets = await Promise.all(merchants.map((m) => givenWallet(m.token)));
    const planned = planPayments(SEED, merchants.map((m) => m.reference), wallets);
    const results = await pool(planned, IN_FLIGHT, run);
    const failedRuns = results.flatMap((r, i) => (r.status === 'rejected' ? [`#${i}: ${String((r.reason as Error).message ?? r.reason)}`] : []));
    const ran = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    await new Promise((r) => setTimeout(r, SETTLE_MS));

    Object.assign(process.env, inject('functionEnv'));
    const { checkPaymentEntries } = await import('../../shared/payments/payment-entries.js');
    const leaks: Finding[] = [];
    const completedWrong: Finding[] = [];
    const ledger: string[] = [];
    const unexpected: string[] = [];
    /** Each payment with a finding: its legs in workflow order (sources, then destinations), planned → leg status, sandbox record. */
    const sequences = new Map<string, string>();
    let legs = 0;
    for (const r of ran) {
      const sequence: string[] = [];
      let flagged = false;
      if (!FINAL.includes(r.status)) unexpected.push(`${r.reference} (#${r.planned.n}) ended ${r.status}`);
      if (r.status === 'Completed' && !r.planned.shouldComplete) unexpected.push(`${r.reference} (#${r.planned.n}) Completed though a leg was planned to fail`);
      if (r.status !== 'Completed' && r.planned.shouldComplete) unexpected.push(`${r.reference} (#${r.planned.n}) ended ${r.status} though every leg was planned to succeed`);
      const payment = (await storedPayment(r.reference)) as unknown as PaymentRecord;
      for (const leg of [...payment.sources, ...payment.destinations]) {
        legs += 1;
        const planLegs = leg.side === 'source' ? r.planned.sources : r.planned.destinations;
        const record = await railOperation(leg.transactionReference, leg.side === 'source' ? 'DEBIT' : 'CREDIT');
        const result = record?.['result'] as { outcome?: string; declineCode?: string } | undefined;
        const moved = result?.outcome === 'succeeded' && record?.['reversed'] !== true;
        const finding: Finding = {
          reference: r.reference, n: r.planned.n, status: r.status, leg: `${leg.side} ${leg.index} ${leg.transactionReference}`, rail: leg.leg.rail, legStatus: leg.status,
          plan: planLegs.filter((l) => l.group === leg.group)[leg.groupIndex]?.label ?? '?',
          sandbox: record ? `${result?.outcome ?? 'no result'}${result?.declineCode ? ` ${result.declineCode}` : ''}, attempts ${String(record['attempts'])}${record['reversed'] === true ? ', reversed' : ''}` : 'none',
        };
        sequence.push(`${leg.side[0]}${leg.index} ${finding.plan} → ${leg.status} [${finding.sandbox}]`);
        // A merchant, bill or wallet is paid inside the platform: no connector may hold a record of it;
        // the holding account's entries below are its whole movement.
        const inPlatform = leg.leg.rail === 'wallet' || (leg.side === 'destination' && (leg.leg.rail === 'merchant' || leg.leg.rail === 'bill'));
        if (inPlatform && record) unexpected.push(`${r.reference} (#${r.planned.n}): the connector was asked about in-platform leg ${leg.transactionReference}`);
        const wrong = inPlatform
          ? r.status === 'Completed' && leg.status !== 'Completed'
          : r.status === 'Completed' ? !moved || leg.status !== 'Completed' : moved;
        if (wrong) {
          (r.status === 'Completed' ? completedWrong : leaks).push(finding);
          flagged = true;
        }
      }
      if (flagged) sequences.set(r.reference, `  ${r.reference} #${r.planned.n} ${r.status}: ${sequence.join('; ')}`);
      const net = r.status === 'Completed' ? r.planned.totalInCents : 0;
      const check = await checkPaymentEntries(r.reference, [{ currency: 'ZAR', sourcedInCents: net, deliveredInCents: net }]);
      const held = check.actual.find((a) => a.currency === 'ZAR')?.heldInCents ?? 0;
      if (check.mismatches.length > 0 || held !== 0) ledger.push(`${r.reference} (#${r.planned.n}, ${r.status}): holds ${held}; ${check.mismatches.join('; ')}`);
    }

    const byStatus = Object.fromEntries(FINAL.map((s) => [s, ran.filter((r) => r.status === s).length]));
    const table = (rows: Finding[]) => rows.map((f) => `  ${f.reference} #${f.n} ${f.status}: ${f.leg} rail=${f.rail} leg=${f.legStatus} planned=${f.plan} sandbox=${f.sandbox}`).join('\n');
    const report = [
      `seed ${SEED}: ${ran.length}/${PAYMENTS} payments ran, ${legs} legs, ${JSON.stringify(byStatus)}, ${Math.round((Date.now() - started) / 1000)} s`,
      `${leaks.length} leaking legs (payment not Completed, sandbox debit or credit succeeded and not reversed):`, table(leaks),
      `${completedWrong.length} legs of Completed payments not succeeded-and-kept on the rail:`, table(completedWrong),
      `those payments, legs in workflow order (planned → leg status [sandbox record]):`, ...sequences.values(),
      `${ledger.length} ledger mismatches:`, ...ledger.map((l) => `  ${l}`),
      `${unexpected.length} unexpected outcomes:`, ...unexpected.map((u) => `  ${u}`),
      `${failedRuns.length} payments that could not be run:`, ...failedRuns.map((f) => `  ${f}`),
      ...ran.filter((r) => r.notes.length > 0).map((r) => `  answers of ${r.reference}: ${r.notes.join(' | ')}`),
    ].join('\n');
    console.log(report);
    expect(failedRuns, report).toEqual([]);
    expect(leaks, report).toEqual([]);
    expect(completedWrong, report).toEqual([]);
    expect(ledger, report).toEqual([]);
    expect(unexpected, report).toEqual([]);
  }, 170_000);
});
