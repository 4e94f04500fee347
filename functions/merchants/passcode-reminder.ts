import { endpoint } from '../../shared/http/endpoint.js';
import { passcodeReminder } from '../../shared/merchants/merchant-credentials.js';
import { passcodeReminder as route } from '../../shared/routes/merchants/passcode-reminder.js';

export const handler = endpoint(route, async ({ path, caller }) => passcodeReminder(caller, path.employeeReference));
