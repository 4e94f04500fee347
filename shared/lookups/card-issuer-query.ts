/** Query of GET /v1/lookup/card-issuer-country. */
import * as z from 'zod/mini';

// Reasons never repeat the value: a card BIN is card data and must not travel into logs or reports.
const CARD_BIN_REASON = 'must be exactly 6 digits: the first six digits of the card number, never more';

/** ?cardBin=NNNNNN: exactly six digits (the interface: first 6 digits only, never the full number). */
export const cardIssuerCountryQuery = z.strictObject({
  cardBin: z.string().check(z.regex(/^\d{6}$/, CARD_BIN_REASON)),
});
