import { legInput } from '../../../shared/payments/tasks/inputs.js';
import { creditDestination } from '../../../shared/payments/tasks/credit-destination.js';

export const handler = async (event: unknown) => creditDestination(legInput(event));
