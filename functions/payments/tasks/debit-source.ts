import { legInput } from '../../../shared/payments/tasks/inputs.js';
import { debitSource } from '../../../shared/payments/tasks/debit-source.js';

const input = legInput();

export const handler = async (event: unknown) => debitSource(input.parse(event));
