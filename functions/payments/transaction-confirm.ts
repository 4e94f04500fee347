import { endpoint } from '../../shared/http/endpoint.js';
import { answerConfirmation } from '../../shared/payments/answers.js';
import { transactionConfirm as route } from '../../shared/routes/payments/transaction-confirm.js';

export const handler = endpoint(route, async ({ path, body, caller }) => answerConfirmation(caller, path.transactionReference, body.confirm));
