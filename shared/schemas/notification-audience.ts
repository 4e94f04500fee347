/** Whom a template's messages go to: the audience filters of a template's body and answer. */
import * as z from 'zod/mini';

export const AUDIENCE_FILTERS = [
  'AllMerchants', 'IndustryRetail', 'IndustryRestaurant', 'IndustryForecourt', 'IndustryWorkshop',
  'MerchantsWithLegacyTerminals', 'MerchantsWithNewTerminals', 'MerchantsWithProducts',
] as const;
export const audienceFilter = z.enum(AUDIENCE_FILTERS);
export type AudienceFilter = z.infer<typeof audienceFilter>;
