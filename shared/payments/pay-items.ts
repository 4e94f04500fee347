/**
 * A pay body's sources and destinations as typed items, in the order the payment takes them
 * (README, "Payments"): each knows its kind (the request key it sits under), its place in that list,
 * its field path for error details, and its fields typed by kind, so checks and planning switch on
 * `group` and read the fields without casts.
 */
import type { PayBody, PaymentDestinations, PaymentSources } from '../schemas/pay-body.js';

export interface PayItem<G extends string, T> {
  group: G;
  groupIndex: number;
  path: string;
  item: T;
}

type ElementOf<V> = NonNullable<V> extends readonly (infer E)[] ? E : NonNullable<V>;

export type SourceItem = { [G in keyof PaymentSources]-?: PayItem<G, ElementOf<PaymentSources[G]>> }[keyof PaymentSources];
export type DestinationItem = { [G in keyof PaymentDestinations]-?: PayItem<G, ElementOf<PaymentDestinations[G]>> }[keyof PaymentDestinations];
/** One kind of item, e.g. ItemOf<DestinationItem, 'bills'>. */
export type ItemOf<U extends { group: string }, G extends U['group']> = Extract<U, { group: G }>;

function list<G extends string, T>(prefix: string, group: G, values: readonly T[] | null | undefined): PayItem<G, T>[] {
  return (values ?? []).map((item, groupIndex) => ({ group, groupIndex, path: `${prefix}.${group}[${groupIndex}]`, item }));
}

function single<G extends string, T>(prefix: string, group: G, value: T | null | undefined): PayItem<G, T>[] {
  return value === null || value === undefined ? [] : [{ group, groupIndex: 0, path: `${prefix}.${group}`, item: value }];
}

/** Sources in the order they are debited: cards, mobile wallets, bank accounts, wallets, cash, Apple Pay, Google Pay. */
export function sourceItems(body: PayBody): SourceItem[] {
  const p = 'body.paymentSources';
  const s = body.paymentSources;
  return [
    ...list(p, 'cards', s.cards), ...list(p, 'mobileWallets', s.mobileWallets), ...list(p, 'bankAccounts', s.bankAccounts), ...list(p, 'wallets', s.wallets),
    ...single(p, 'cash', s.cash), ...single(p, 'applePay', s.applePay), ...single(p, 'googlePay', s.googlePay),
  ];
}

/** Destinations in the order they are credited: merchants, mobile wallets, bank accounts, QR codes, cards, wallets, bills, cash. */
export function destinationItems(body: PayBody): DestinationItem[] {
  const p = 'body.paymentDestinations';
  const d = body.paymentDestinations;
  return [
    ...list(p, 'merchants', d.merchants), ...list(p, 'mobileWallets', d.mobileWallets), ...list(p, 'bankAccounts', d.bankAccounts), ...list(p, 'qrCodes', d.qrCodes),
    ...list(p, 'cards', d.cards), ...list(p, 'wallets', d.wallets), ...list(p, 'bills', d.bills), ...single(p, 'cash', d.cash),
  ];
}

/** The items of one kind, typed. */
export function itemsOf<U extends { group: string }, G extends U['group']>(items: readonly U[], group: G): ItemOf<U, G>[] {
  return items.filter((i): i is ItemOf<U, G> => i.group === group);
}
