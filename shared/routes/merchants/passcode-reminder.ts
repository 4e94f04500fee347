import { accessRoute } from '../../http/route.js';
import { noQuery, uuidPath } from '../../http/schemas.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

export const passcodeReminder = accessRoute({
  method: 'GET', path: '/v1/merchant/employee/passcode-reminder/{employeeReference}', auth: 'access', domain: 'merchants',
  handler: 'merchants/passcode-reminder',
  schemas: { path: uuidPath('employeeReference'), query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read', signingKey: true },
  // The passcode is sealed with a key derived from the platform secret; the reminder shows it to the employee's merchant.
  summary: 'Reminds an employee of their passcode; returns the merchant\'s full profile, 404 for an unknown employee.',
});
