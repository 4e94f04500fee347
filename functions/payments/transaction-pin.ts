import { endpoint } from '../../shared/http/endpoint.js';
import { answerPin } from '../../shared/payments/answers.js';
import { transactionPin as route } from '../../shared/routes/payments/transaction-pin.js';

export const handler = endpoint(route, async ({ path, body, caller }) => answerPin(caller, path.transactionReference, body?.pin));
