import { legInput } from '../../../shared/payments/tasks/inputs.js';
import { debitSource } from '../../../shared/payments/tasks/debit-source.js';

export const handler = async (event: unknown) => debitSource(legInput(event));
