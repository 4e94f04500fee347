/** A consumer's accounts: stop a card, dispute or stop debit orders, bank account balance and limits. */
import * as z from 'zod/mini';
import { route } from '../http/route.js';
import { noQuery, SUCCESS_ONLY, uuidPath } from '../http/schemas.js';
import { balanceResult, cardStopBody, debitOrdersBody, limitResult, setLimitBody } from '../schemas/account.js';

const domain = 'accounts';

export const stopCard = route({
  method: 'POST', path: '/v1/consumer/account/card/stop', auth: 'access', domain, handler: 'accounts/stop-card',
  schemas: { query: noQuery(), body: cardStopBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Stops one of the caller\'s cards, with an optional reason.',
});

export const disputeDebitOrders = route({
  method: 'POST', path: '/v1/consumer/account/debit-order/dispute', auth: 'access', domain, handler: 'accounts/dispute-debit-orders',
  schemas: { query: noQuery(), body: debitOrdersBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Disputes debit orders already collected from the caller\'s account.',
});

export const stopDebitOrders = route({
  method: 'POST', path: '/v1/consumer/account/debit-order/stop', auth: 'access', domain, handler: 'accounts/stop-debit-orders',
  schemas: { query: noQuery(), body: debitOrdersBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Stops future collections of the named debit orders.',
});

export const bankAccountBalance = route({
  method: 'GET', path: '/v1/consumer/account/bank-account/{bankAccountReference}/balance', auth: 'access', domain,
  handler: 'accounts/bank-account-balance',
  schemas: { path: uuidPath('bankAccountReference'), query: noQuery(), response: balanceResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Available and current balance of one of the caller\'s bank accounts.',
});

export const bankAccountLimits = route({
  method: 'GET', path: '/v1/consumer/account/bank-account/{bankAccountReference}/limit', auth: 'access', domain,
  handler: 'accounts/bank-account-limits',
  schemas: { path: uuidPath('bankAccountReference'), query: noQuery(), response: z.array(limitResult) },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'Transaction limits of one of the caller\'s bank accounts.',
});

export const setBankAccountLimit = route({
  method: 'POST', path: '/v1/consumer/account/bank-account/{bankAccountReference}/limit', auth: 'access', domain,
  handler: 'accounts/set-bank-account-limit',
  schemas: { path: uuidPath('bankAccountReference'), query: noQuery(), body: setLimitBody, response: SUCCESS_ONLY },
  successStatus: 200, implemented: true, resources: { table: 'readwrite' },
  summary: 'Sets (or, with no amount, removes) one limit of a bank account per type and reset period.',
});
