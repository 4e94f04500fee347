/** The channel a payment came through: the pay request names it, its status shows it. */
import * as z from 'zod/mini';

export const CHANNELS = [
  'Unknown', 'Web', 'USSD', 'Callback', 'Generated', 'Settlement', 'Scheduled', 'MobileApplication', 'SDK', 'POS', 'SuperPOS',
] as const;
export const channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof channel>;
