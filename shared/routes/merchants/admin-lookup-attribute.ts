import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { requiredText } from '../../schemas/common.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

const attributeLookupPath = z.strictObject({ attribute: requiredText(128), attributeValue: requiredText(512) });

export const adminLookupAttribute = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/lookup/attribute/{attribute}/{attributeValue}', auth: 'admin', domain: 'merchants',
  handler: 'merchants/admin-lookup-attribute',
  schemas: { path: attributeLookupPath, query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'A merchant by the value of one of its attributes.',
});
