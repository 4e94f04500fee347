/**
 * The names a consumer's account results carry (bankName, operatorName), as short code → name lists
 * rather than the whole lists (data/banks.ts with BICs and clearing codes, data/mobile-wallet-operators.ts
 * with operators and currencies, for the lookups): every profile read answers them, and the lists
 * were 6 KB of each such bundle (issue 16). Held to the lists by test/unit/lookups-data.test.ts.
 */
const BANK_NAMES = new Map<string, string>([
  ['ABSA_ZA', 'Absa Bank'], ['AFRICANBANK_ZA', 'African Bank'], ['CAPITEC_ZA', 'Capitec Bank'], ['DISCOVERY_ZA', 'Discovery Bank'],
  ['FNB_ZA', 'First National Bank'], ['INVESTEC_ZA', 'Investec Bank'], ['NEDBANK_ZA', 'Nedbank'], ['STANDARDBANK_ZA', 'Standard Bank'],
  ['TYMEBANK_ZA', 'TymeBank'], ['ABSA_GH', 'Absa Bank Ghana'], ['ACCESS_GH', 'Access Bank Ghana'], ['ADB_GH', 'Agricultural Development Bank'],
  ['CALBANK_GH', 'CalBank'], ['ECOBANK_GH', 'Ecobank Ghana'], ['FIDELITY_GH', 'Fidelity Bank Ghana'], ['GCB_GH', 'GCB Bank'],
  ['STANBIC_GH', 'Stanbic Bank Ghana'], ['STANCHART_GH', 'Standard Chartered Bank Ghana'], ['ZENITH_GH', 'Zenith Bank Ghana'],
  ['ACCESS_NG', 'Access Bank'], ['ECOBANK_NG', 'Ecobank Nigeria'], ['FIDELITY_NG', 'Fidelity Bank'], ['FIRSTBANK_NG', 'First Bank of Nigeria'],
  ['FCMB_NG', 'First City Monument Bank'], ['GTBANK_NG', 'Guaranty Trust Bank'], ['STANBIC_NG', 'Stanbic IBTC Bank'], ['STERLING_NG', 'Sterling Bank'],
  ['UBA_NG', 'United Bank for Africa'], ['UNION_NG', 'Union Bank of Nigeria'], ['WEMA_NG', 'Wema Bank'], ['ZENITH_NG', 'Zenith Bank'],
  ['KCB_KE', 'KCB Bank Kenya'], ['STANCHART_KE', 'Standard Chartered Bank Kenya'], ['ABSA_KE', 'Absa Bank Kenya'], ['NCBA_KE', 'NCBA Bank Kenya'],
  ['COOP_KE', 'Co-operative Bank of Kenya'], ['STANBIC_KE', 'Stanbic Bank Kenya'], ['IM_KE', 'I&M Bank'], ['DTB_KE', 'Diamond Trust Bank Kenya'],
  ['EQUITY_KE', 'Equity Bank Kenya'], ['FAMILY_KE', 'Family Bank'],
]);

const OPERATOR_NAMES = new Map<string, string>([
  ['MTN_GH', 'MTN Mobile Money'], ['TELECEL_GH', 'Telecel Cash'], ['AT_GH', 'AT Money'], ['MPESA_KE', 'M-PESA'], ['AIRTEL_KE', 'Airtel Money'],
  ['TKASH_KE', 'T-Kash'], ['MOMO_NG', 'MoMo'], ['SMARTCASH_NG', 'SmartCash'], ['MTN_UG', 'MTN Mobile Money'], ['AIRTEL_UG', 'Airtel Money'],
  ['MPESA_TZ', 'M-Pesa'], ['AIRTEL_TZ', 'Airtel Money'], ['MIXX_TZ', 'Mixx by Yas'], ['HALOPESA_TZ', 'HaloPesa'], ['MTN_ZM', 'MTN Mobile Money'],
  ['AIRTEL_ZM', 'Airtel Money'], ['ZAMTEL_ZM', 'Zamtel Kwacha'], ['MTN_RW', 'MTN MoMo'], ['AIRTEL_RW', 'Airtel Money'],
]);

/** The bank's name (GET /v1/lookup/bank), or undefined for a code not on the list. */
export const bankName = (code: string): string | undefined => BANK_NAMES.get(code);

/** The mobile wallet's name (GET /v1/lookup/mobile-wallet-operator), or undefined for a code not on the list. */
export const operatorName = (code: string): string | undefined => OPERATOR_NAMES.get(code);
