/**
 * Banks clients can name as a bank account's bank: our own list, because no package holds one.
 * It covers the larger banks of the markets we serve first (South Africa, Ghana, Nigeria, Kenya).
 *
 * swiftCode is the 8-character head-office BIC; nationalBankCode is what the local clearing system
 * routes on: South Africa the universal branch code, Nigeria the CBN/NIBSS bank code, Kenya the CBK
 * bank code; none is recorded for Ghana. A null means "not recorded here", never "has none": check
 * SWIFT's BIC directory or the central bank's list before routing on either value.
 * Codes are stable API values; never rename one.
 */
export interface BankData {
  code: string;
  name: string;
  countryIsoCode: string;
  swiftCode: string | null;
  nationalBankCode: string | null;
}

export const BANK_DATA = [
  { code: 'ABSA_ZA', name: 'Absa Bank', countryIsoCode: 'ZAF', swiftCode: 'ABSAZAJJ', nationalBankCode: '632005' },
  { code: 'AFRICANBANK_ZA', name: 'African Bank', countryIsoCode: 'ZAF', swiftCode: null, nationalBankCode: '430000' },
  { code: 'CAPITEC_ZA', name: 'Capitec Bank', countryIsoCode: 'ZAF', swiftCode: 'CABLZAJJ', nationalBankCode: '470010' },
  { code: 'DISCOVERY_ZA', name: 'Discovery Bank', countryIsoCode: 'ZAF', swiftCode: null, nationalBankCode: '679000' },
  { code: 'FNB_ZA', name: 'First National Bank', countryIsoCode: 'ZAF', swiftCode: 'FIRNZAJJ', nationalBankCode: '250655' },
  { code: 'INVESTEC_ZA', name: 'Investec Bank', countryIsoCode: 'ZAF', swiftCode: 'IVESZAJJ', nationalBankCode: '580105' },
  { code: 'NEDBANK_ZA', name: 'Nedbank', countryIsoCode: 'ZAF', swiftCode: 'NEDSZAJJ', nationalBankCode: '198765' },
  { code: 'STANDARDBANK_ZA', name: 'Standard Bank', countryIsoCode: 'ZAF', swiftCode: 'SBZAZAJJ', nationalBankCode: '051001' },
  { code: 'TYMEBANK_ZA', name: 'TymeBank', countryIsoCode: 'ZAF', swiftCode: null, nationalBankCode: '678910' },

  { code: 'ABSA_GH', name: 'Absa Bank Ghana', countryIsoCode: 'GHA', swiftCode: 'BARCGHAC', nationalBankCode: null },
  { code: 'ACCESS_GH', name: 'Access Bank Ghana', countryIsoCode: 'GHA', swiftCode: null, nationalBankCode: null },
  { code: 'ADB_GH', name: 'Agricultural Development Bank', countryIsoCode: 'GHA', swiftCode: null, nationalBankCode: null },
  { code: 'CALBANK_GH', name: 'CalBank', countryIsoCode: 'GHA', swiftCode: 'CALBGHAC', nationalBankCode: null },
  { code: 'ECOBANK_GH', name: 'Ecobank Ghana', countryIsoCode: 'GHA', swiftCode: 'ECOCGHAC', nationalBankCode: null },
  { code: 'FIDELITY_GH', name: 'Fidelity Bank Ghana', countryIsoCode: 'GHA', swiftCode: 'FBLIGHAC', nationalBankCode: null },
  { code: 'GCB_GH', name: 'GCB Bank', countryIsoCode: 'GHA', swiftCode: 'GHCBGHAC', nationalBankCode: null },
  { code: 'STANBIC_GH', name: 'Stanbic Bank Ghana', countryIsoCode: 'GHA', swiftCode: 'SBICGHAC', nationalBankCode: null },
  { code: 'STANCHART_GH', name: 'Standard Chartered Bank Ghana', countryIsoCode: 'GHA', swiftCode: 'SCBLGHAC', nationalBankCode: null },
  { code: 'ZENITH_GH', name: 'Zenith Bank Ghana', countryIsoCode: 'GHA', swiftCode: null, nationalBankCode: null },

  { code: 'ACCESS_NG', name: 'Access Bank', countryIsoCode: 'NGA', swiftCode: 'ABNGNGLA', nationalBankCode: '044' },
  { code: 'ECOBANK_NG', name: 'Ecobank Nigeria', countryIsoCode: 'NGA', swiftCode: 'ECOCNGLA', nationalBankCode: '050' },
  { code: 'FIDELITY_NG', name: 'Fidelity Bank', countryIsoCode: 'NGA', swiftCode: 'FIDTNGLA', nationalBankCode: '070' },
  { code: 'FIRSTBANK_NG', name: 'First Bank of Nigeria', countryIsoCode: 'NGA', swiftCode: 'FBNINGLA', nationalBankCode: '011' },
  { code: 'FCMB_NG', name: 'First City Monument Bank', countryIsoCode: 'NGA', swiftCode: 'FCMBNGLA', nationalBankCode: '214' },
  { code: 'GTBANK_NG', name: 'Guaranty Trust Bank', countryIsoCode: 'NGA', swiftCode: 'GTBINGLA', nationalBankCode: '058' },
  { code: 'STANBIC_NG', name: 'Stanbic IBTC Bank', countryIsoCode: 'NGA', swiftCode: 'SBICNGLA', nationalBankCode: '221' },
  { code: 'STERLING_NG', name: 'Sterling Bank', countryIsoCode: 'NGA', swiftCode: 'NAMENGLA', nationalBankCode: '232' },
  { code: 'UBA_NG', name: 'United Bank for Africa', countryIsoCode: 'NGA', swiftCode: 'UNAFNGLA', nationalBankCode: '033' },
  { code: 'UNION_NG', name: 'Union Bank of Nigeria', countryIsoCode: 'NGA', swiftCode: 'UBNINGLA', nationalBankCode: '032' },
  { code: 'WEMA_NG', name: 'Wema Bank', countryIsoCode: 'NGA', swiftCode: 'WEMANGLA', nationalBankCode: '035' },
  { code: 'ZENITH_NG', name: 'Zenith Bank', countryIsoCode: 'NGA', swiftCode: 'ZEIBNGLA', nationalBankCode: '057' },

  { code: 'KCB_KE', name: 'KCB Bank Kenya', countryIsoCode: 'KEN', swiftCode: 'KCBLKENX', nationalBankCode: '01' },
  { code: 'STANCHART_KE', name: 'Standard Chartered Bank Kenya', countryIsoCode: 'KEN', swiftCode: 'SCBLKENX', nationalBankCode: '02' },
  { code: 'ABSA_KE', name: 'Absa Bank Kenya', countryIsoCode: 'KEN', swiftCode: 'BARCKENX', nationalBankCode: '03' },
  { code: 'NCBA_KE', name: 'NCBA Bank Kenya', countryIsoCode: 'KEN', swiftCode: 'CBAFKENX', nationalBankCode: '07' },
  { code: 'COOP_KE', name: 'Co-operative Bank of Kenya', countryIsoCode: 'KEN', swiftCode: 'KCOOKENA', nationalBankCode: '11' },
  { code: 'STANBIC_KE', name: 'Stanbic Bank Kenya', countryIsoCode: 'KEN', swiftCode: 'SBICKENX', nationalBankCode: '31' },
  { code: 'IM_KE', name: 'I&M Bank', countryIsoCode: 'KEN', swiftCode: 'IMBLKENA', nationalBankCode: '57' },
  { code: 'DTB_KE', name: 'Diamond Trust Bank Kenya', countryIsoCode: 'KEN', swiftCode: 'DTKEKENA', nationalBankCode: '63' },
  { code: 'EQUITY_KE', name: 'Equity Bank Kenya', countryIsoCode: 'KEN', swiftCode: 'EQBLKENA', nationalBankCode: '68' },
  { code: 'FAMILY_KE', name: 'Family Bank', countryIsoCode: 'KEN', swiftCode: 'FABLKENA', nationalBankCode: '70' },
] as const satisfies readonly BankData[];
