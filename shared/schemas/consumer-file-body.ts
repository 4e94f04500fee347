/** Body of POST /v1/consumer/admin/files/{consumerReference}: a KYC file and the URLs it is fetched and delivered through. */
import * as z from 'zod/mini';
import { uuid } from '../http/schemas.js';
import { base64Data, objectList, opt, requiredText, text } from './common.js';
import { MAX_KYC_FILE_BYTES } from './consumer-file-limits.js';
import { fileType } from './consumer-file-type.js';

/**
 * An http(s) URL that may hold [tokenName] placeholders, filled in when it is used (retrieval from
 * the request's query, delivery from the call's own values). Checked as a URL with the tokens blanked.
 */
export const urlTemplate = () =>
  z.string().check(
    z.maxLength(2048, 'must be at most 2048 characters'),
    z.refine((v) => {
      try {
        const url = new URL(v.replace(/\[[A-Za-z0-9_]{1,64}\]/g, 'x'));
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'must be an http(s) URL, with [tokenName] placeholders where values go'),
  );

/**
 * Body of POST /v1/consumer/admin/files/{consumerReference}. fileName and base64Data are required
 * although the interface marks nothing: the type is resolved from the name's extension, and a file
 * needs its content. mimeType and the dates are server-owned and ignored.
 */
export const consumerFileBody = z.strictObject({
  fileType: z.optional(fileType),
  kycResults: opt(objectList()),
  reference: opt(uuid()),
  yourReference: opt(text()),
  description: opt(text(512)),
  fileName: requiredText(255),
  mimeType: opt(text(128)),
  base64Data: base64Data(MAX_KYC_FILE_BYTES),
  createdDate: opt(z.string()),
  lastUpdatedDate: opt(z.string()),
  isActive: z.optional(z.boolean()),
  /** Ours (the interface names the URLs but not where they are set): where the file is fetched from. */
  retrievalUrl: opt(urlTemplate()),
  /** Ours: called by POST /v1/consumer/files/{fileReference}/email. */
  emailDeliveryUrl: opt(urlTemplate()),
  /** Ours: called by POST /v1/consumer/files/{fileReference}/sms. */
  smsDeliveryUrl: opt(urlTemplate()),
});
export type ConsumerFileBody = z.infer<typeof consumerFileBody>;
