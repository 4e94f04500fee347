/**
 * Mobile money (wallet) operators: our own list, because no package holds one. Which of them a rail
 * can pay to or from is the payments issue's business; this is the reference list clients pick from.
 * Brand names follow the 2024 rebrands (Vodafone Cash → Telecel Cash, AirtelTigo Money → AT Money,
 * Tigo Pesa → Mixx by Yas). Codes are stable API values; never rename one.
 */
export interface MobileWalletOperatorData {
  code: string;
  /** Name of the wallet as customers know it. */
  name: string;
  /** The mobile network or licensed company running it. */
  operator: string;
  countryIsoCode: string;
  currency: string;
}

export const MOBILE_WALLET_OPERATOR_DATA = [
  { code: 'MTN_GH', name: 'MTN Mobile Money', operator: 'MTN Ghana', countryIsoCode: 'GHA', currency: 'GHS' },
  { code: 'TELECEL_GH', name: 'Telecel Cash', operator: 'Telecel Ghana', countryIsoCode: 'GHA', currency: 'GHS' },
  { code: 'AT_GH', name: 'AT Money', operator: 'AT Ghana', countryIsoCode: 'GHA', currency: 'GHS' },
  { code: 'MPESA_KE', name: 'M-PESA', operator: 'Safaricom', countryIsoCode: 'KEN', currency: 'KES' },
  { code: 'AIRTEL_KE', name: 'Airtel Money', operator: 'Airtel Kenya', countryIsoCode: 'KEN', currency: 'KES' },
  { code: 'TKASH_KE', name: 'T-Kash', operator: 'Telkom Kenya', countryIsoCode: 'KEN', currency: 'KES' },
  { code: 'MOMO_NG', name: 'MoMo', operator: 'MoMo Payment Service Bank (MTN)', countryIsoCode: 'NGA', currency: 'NGN' },
  { code: 'SMARTCASH_NG', name: 'SmartCash', operator: 'SmartCash Payment Service Bank (Airtel)', countryIsoCode: 'NGA', currency: 'NGN' },
  { code: 'MTN_UG', name: 'MTN Mobile Money', operator: 'MTN Uganda', countryIsoCode: 'UGA', currency: 'UGX' },
  { code: 'AIRTEL_UG', name: 'Airtel Money', operator: 'Airtel Uganda', countryIsoCode: 'UGA', currency: 'UGX' },
  { code: 'MPESA_TZ', name: 'M-Pesa', operator: 'Vodacom Tanzania', countryIsoCode: 'TZA', currency: 'TZS' },
  { code: 'AIRTEL_TZ', name: 'Airtel Money', operator: 'Airtel Tanzania', countryIsoCode: 'TZA', currency: 'TZS' },
  { code: 'MIXX_TZ', name: 'Mixx by Yas', operator: 'Yas Tanzania', countryIsoCode: 'TZA', currency: 'TZS' },
  { code: 'HALOPESA_TZ', name: 'HaloPesa', operator: 'Halotel', countryIsoCode: 'TZA', currency: 'TZS' },
  { code: 'MTN_ZM', name: 'MTN Mobile Money', operator: 'MTN Zambia', countryIsoCode: 'ZMB', currency: 'ZMW' },
  { code: 'AIRTEL_ZM', name: 'Airtel Money', operator: 'Airtel Zambia', countryIsoCode: 'ZMB', currency: 'ZMW' },
  { code: 'ZAMTEL_ZM', name: 'Zamtel Kwacha', operator: 'Zamtel', countryIsoCode: 'ZMB', currency: 'ZMW' },
  { code: 'MTN_RW', name: 'MTN MoMo', operator: 'MTN Rwanda', countryIsoCode: 'RWA', currency: 'RWF' },
  { code: 'AIRTEL_RW', name: 'Airtel Money', operator: 'Airtel Rwanda', countryIsoCode: 'RWA', currency: 'RWF' },
] as const satisfies readonly MobileWalletOperatorData[];
