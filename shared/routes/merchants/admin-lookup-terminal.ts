import * as z from 'zod/mini';
import { adminRoute } from '../../http/route.js';
import { noQuery } from '../../http/schemas.js';
import { requiredText } from '../../schemas/common.js';
import { merchantFullResult } from '../../schemas/merchant-full-result.js';

/** The terminal is named by its UUID or by the source system's own reference. */
const terminalLookupPath = z.strictObject({ terminalReference: requiredText(128), merchantSource: requiredText(128) });

export const adminLookupTerminal = adminRoute({
  method: 'GET', path: '/v1/merchant/admin/lookup/terminal/{terminalReference}/{merchantSource}', auth: 'admin', domain: 'merchants',
  handler: 'merchants/admin-lookup-terminal',
  schemas: { path: terminalLookupPath, query: noQuery(), response: merchantFullResult },
  successStatus: 200, implemented: true, resources: { table: 'read' },
  summary: 'The merchant owning a terminal, named by UUID or by the source system\'s reference.',
});
