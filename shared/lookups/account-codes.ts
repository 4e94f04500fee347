/**
 * The bank and mobile wallet operator codes alone, for the pay request's checks: the full lists with
 * names, countries and clearing codes (data/banks.ts, data/mobile-wallet-operators.ts, served by the
 * lookups) were 6.3 KB of the pay bundle (issue 16). Held to the lists, in their order, by
 * test/unit/lookups-data.test.ts.
 */
export const BANK_CODES: readonly string[] = [
  'ABSA_ZA', 'AFRICANBANK_ZA', 'CAPITEC_ZA', 'DISCOVERY_ZA', 'FNB_ZA', 'INVESTEC_ZA', 'NEDBANK_ZA', 'STANDARDBANK_ZA', 'TYMEBANK_ZA',
  'ABSA_GH', 'ACCESS_GH', 'ADB_GH', 'CALBANK_GH', 'ECOBANK_GH', 'FIDELITY_GH', 'GCB_GH', 'STANBIC_GH', 'STANCHART_GH', 'ZENITH_GH',
  'ACCESS_NG', 'ECOBANK_NG', 'FIDELITY_NG', 'FIRSTBANK_NG', 'FCMB_NG', 'GTBANK_NG', 'STANBIC_NG', 'STERLING_NG', 'UBA_NG', 'UNION_NG', 'WEMA_NG', 'ZENITH_NG',
  'KCB_KE', 'STANCHART_KE', 'ABSA_KE', 'NCBA_KE', 'COOP_KE', 'STANBIC_KE', 'IM_KE', 'DTB_KE', 'EQUITY_KE', 'FAMILY_KE',
];

export const MOBILE_WALLET_OPERATOR_CODES: readonly string[] = [
  'MTN_GH', 'TELECEL_GH', 'AT_GH', 'MPESA_KE', 'AIRTEL_KE', 'TKASH_KE', 'MOMO_NG', 'SMARTCASH_NG', 'MTN_UG', 'AIRTEL_UG',
  'MPESA_TZ', 'AIRTEL_TZ', 'MIXX_TZ', 'HALOPESA_TZ', 'MTN_ZM', 'AIRTEL_ZM', 'ZAMTEL_ZM', 'MTN_RW', 'AIRTEL_RW',
];
