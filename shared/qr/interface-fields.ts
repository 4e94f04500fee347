/**
 * The interface's EMV description (merchantInfo, transactionInfo, additionalInfo,
 * merchantAccountInfo, unreservedFieldInfo …) ⇄ the codec's EmvFields, both ways, and where a codec
 * field lives in that description. One module, so what decode answers is exactly what generate/emv
 * takes (docs/decisions/qr.md, QR-17).
 */
import type { FieldIssue } from '../http/errors.js';
import { ADDITIONAL_INFO_NAMES } from '../schemas/emv-additional-info.js';
import type { EmvQrBody } from '../schemas/emv-qr-request.js';
import type { AdditionalData, EmvFields, EmvTemplate, LanguageTemplate, TemplateOrRaw } from './types.js';

type Maybe<T> = T | null | undefined;

/** A template or primitive as the interface shows it. */
export interface InterfaceTemplate {
  globalUniqueIdentifier?: Maybe<string>;
  contextSpecificData?: Maybe<Record<string, string>>;
  value?: Maybe<string>;
}

/** The parts of the description the codec fields map onto (decode answers them, generate/emv takes them). */
export type InterfaceEmv = Pick<EmvQrBody, 'payloadFormatIndicator' | 'merchantInfo' | 'transactionInfo' | 'additionalInfo' | 'merchantAccountInfo' | 'unreservedFieldInfo' | 'reservedFieldInfo'>;

/** Decoded descriptions may lack the mandatory parts a request must have. */
export type DecodedInterfaceEmv = Omit<InterfaceEmv, 'merchantInfo' | 'transactionInfo'> & {
  merchantInfo: Partial<InterfaceEmv['merchantInfo']>;
  transactionInfo: Partial<InterfaceEmv['transactionInfo']>;
};

/** The type fails if the schema names a sub-ID the codec does not have. */
const ADDITIONAL_NAMES: readonly (keyof AdditionalData & (typeof ADDITIONAL_INFO_NAMES)[number])[] = ADDITIONAL_INFO_NAMES;

/** Visa's first merchant account ID and Mastercard's: the interface names them visaPan and mastercardPan. */
const VISA = '02';
const MASTERCARD = '04';

/** Where each named root field lives in the description. */
const ROOT_PATHS: Readonly<Record<string, string>> = {
  payloadFormat: 'payloadFormatIndicator',
  initiation: 'qrPresentationType',
  mcc: 'merchantInfo.merchantCategoryCode',
  merchantName: 'merchantInfo.merchantName',
  merchantCity: 'merchantInfo.cityName',
  country: 'merchantInfo.countryInfo',
  postalCode: 'merchantInfo.postalCode',
  currency: 'transactionInfo.transactionCurrency',
  amount: 'transactionInfo.transactionAmount',
  tipIndicator: 'transactionInfo.tipOrConvenienceFeeInfo.tipOrConvenienceIndicator',
  convenienceFeeFixed: 'transactionInfo.tipOrConvenienceFeeInfo.convenienceFeeFixed',
  convenienceFeePercentage: 'transactionInfo.tipOrConvenienceFeeInfo.convenienceFeePercentage',
  merchantAccounts: 'merchantAccountInfo',
  additionalData: 'additionalInfo',
  language: 'merchantInfo.languageInfo',
};

/** Which merchant account IDs the description holds as visaPan / mastercardPan. */
export interface PanPlacement {
  readonly visa: boolean;
  readonly mastercard: boolean;
}

export const PANS_IN_MERCHANT_INFO: PanPlacement = { visa: true, mastercard: true };

/** A template sub-ID's place: 00 is the GUID, the rest context-specific data. */
const subPath = (sub: string | undefined): string =>
  sub === undefined ? '' : sub === '00' ? '.globalUniqueIdentifier' : `.contextSpecificData.${sub}`;

/**
 * The description path of a codec field path (`merchantAccounts.26.00` →
 * `merchantAccountInfo.26.globalUniqueIdentifier`); `payload` and `crc` stay as they are.
 */
export function interfacePath(field: string, pans: PanPlacement): string {
  const [head = '', id, sub, deeper] = field.split('.');
  if (id === undefined) return ROOT_PATHS[head] ?? head;
  switch (head) {
    case 'merchantAccounts':
      if (id === VISA && pans.visa) return 'merchantInfo.visaPan';
      if (id === MASTERCARD && pans.mastercard) return 'merchantInfo.mastercardPan';
      return `merchantAccountInfo.${id}${subPath(sub)}`;
    case 'unreserved': return `unreservedFieldInfo.${id}${subPath(sub)}`;
    case 'rfu': return `reservedFieldInfo.${id}`;
    case 'language': return id === 'rfu' ? `merchantInfo.languageInfo.reservedFields.${sub}` : `merchantInfo.languageInfo.${id}`;
    case 'additionalData':
      if (id === 'rfu') return `additionalInfo.reservedFields.${sub}`;
      if (id === 'paymentSystems') return `additionalInfo.paymentSystemSpecificInfo.${sub}${subPath(deeper)}`;
      return `additionalInfo.${id}`;
    default: return field;
  }
}

// ---- codec fields → description (decode) ----

/** A template as the interface shows it: its GUID, the other sub-IDs, or the raw value. */
function shownTemplate(template: TemplateOrRaw): InterfaceTemplate {
  if (typeof template === 'string') return { value: template };
  const { '00': guid, ...rest } = template;
  return { ...(guid === undefined ? {} : { globalUniqueIdentifier: guid }), ...nonEmpty('contextSpecificData', rest) };
}

function shownTemplates(templates: Readonly<Record<string, TemplateOrRaw>> | undefined): Record<string, InterfaceTemplate> {
  return Object.fromEntries(Object.entries(templates ?? {}).map(([id, template]) => [id, shownTemplate(template)]));
}

/** The description of decoded fields; empty parts are left out, merchantInfo and transactionInfo always shown. */
export function describeEmvFields(fields: EmvFields): DecodedInterfaceEmv {
  const { [VISA]: visa, [MASTERCARD]: mastercard, ...accounts } = fields.merchantAccounts ?? {};
  const fee = defined({ tipOrConvenienceIndicator: fields.tipIndicator, convenienceFeeFixed: fields.convenienceFeeFixed, convenienceFeePercentage: fields.convenienceFeePercentage });
  const additional = fields.additionalData;
  const language = fields.language;
  return {
    ...defined({ payloadFormatIndicator: fields.payloadFormat }),
    merchantInfo: {
      ...defined({
        merchantName: fields.merchantName, merchantCategoryCode: fields.mcc, countryInfo: fields.country, cityName: fields.merchantCity,
        postalCode: fields.postalCode, visaPan: shownPrimitive(visa), mastercardPan: shownPrimitive(mastercard),
      }),
      ...(language ? { languageInfo: { ...defined({ languagePreference: language.languagePreference, merchantNameAlt: language.merchantNameAlt, merchantCityAlt: language.merchantCityAlt }), ...nonEmpty('reservedFields', language.rfu ?? {}) } } : {}),
    },
    transactionInfo: {
      ...defined({ transactionCurrency: fields.currency, transactionAmount: fields.amount }),
      ...(Object.keys(fee).length > 0 ? { tipOrConvenienceFeeInfo: fee } : {}),
    },
    ...(additional ? {
      additionalInfo: {
        ...defined(Object.fromEntries(ADDITIONAL_NAMES.map((name) => [name, additional[name]]))),
        ...nonEmpty('paymentSystemSpecificInfo', shownTemplates(additional.paymentSystems)),
        ...nonEmpty('reservedFields', additional.rfu ?? {}),
      },
    } : {}),
    // A template in 02 or 04 (not EMV, but decoded as read) stays with the other accounts.
    ...nonEmpty('merchantAccountInfo', { ...shownTemplates(accounts), ...keptTemplate(VISA, visa), ...keptTemplate(MASTERCARD, mastercard) }),
    ...nonEmpty('unreservedFieldInfo', shownTemplates(fields.unreserved)),
    ...nonEmpty('reservedFieldInfo', fields.rfu ?? {}),
  };
}

const shownPrimitive = (account: TemplateOrRaw | undefined): string | undefined => (typeof account === 'string' ? account : undefined);
const keptTemplate = (id: string, account: TemplateOrRaw | undefined): Record<string, InterfaceTemplate> =>
  account !== undefined && typeof account !== 'string' ? { [id]: shownTemplate(account) } : {};

// ---- description → codec fields (generate) ----

export interface ReadDescription {
  readonly fields: EmvFields;
  /** Refusals the codec cannot give (a value that is both primitive and template, an ID given twice), as `body.` paths. */
  readonly errors: readonly FieldIssue[];
  /** Where 02 and 04 came from, so the encoder's issues about them name the field the caller wrote. */
  readonly pans: PanPlacement;
}

/** The codec fields of a description; `initiation` is EMV 01 as the caller's qrPresentationType gave it. */
export function readEmvDescription(body: InterfaceEmv, initiation: string | undefined): ReadDescription {
  const errors: FieldIssue[] = [];
  const { merchantInfo: merchant, transactionInfo: transaction } = body;
  for (const name of ['siteId', 'merchantId'] as const) {
    if (merchant[name] != null) errors.push({ field: `body.merchantInfo.${name}`, reason: 'is not part of an EMV code (Zapper codes carry it): put the merchant\'s identifiers in a merchantAccountInfo template' });
  }
  const accounts = readTemplates(body.merchantAccountInfo, 'body.merchantAccountInfo', errors, (id) => Number(id) >= 26);
  const pans = { visa: merchant.visaPan != null, mastercard: merchant.mastercardPan != null };
  for (const [id, pan, name] of [[VISA, merchant.visaPan, 'visaPan'], [MASTERCARD, merchant.mastercardPan, 'mastercardPan']] as const) {
    if (pan == null) continue;
    if (id in accounts) errors.push({ field: `body.merchantAccountInfo.${id}`, reason: `ID ${id} is merchantInfo.${name}: give it once` });
    accounts[id] = pan;
  }
  const fee = transaction.tipOrConvenienceFeeInfo;
  const additional = body.additionalInfo;
  const fields: EmvFields = {
    ...defined({
      payloadFormat: body.payloadFormatIndicator ?? undefined, initiation,
      mcc: merchant.merchantCategoryCode, currency: transaction.transactionCurrency, amount: transaction.transactionAmount ?? undefined,
      tipIndicator: fee?.tipOrConvenienceIndicator ?? undefined, convenienceFeeFixed: fee?.convenienceFeeFixed ?? undefined,
      convenienceFeePercentage: fee?.convenienceFeePercentage ?? undefined,
      country: merchant.countryInfo, merchantName: merchant.merchantName, merchantCity: merchant.cityName, postalCode: merchant.postalCode ?? undefined,
    }),
    ...nonEmpty('merchantAccounts', accounts),
    ...(additional ? { additionalData: readAdditional(additional, errors) } : {}),
    ...(merchant.languageInfo ? { language: readLanguage(merchant.languageInfo) } : {}),
    ...nonEmpty('rfu', withoutNulls(body.reservedFieldInfo)),
    ...nonEmpty('unreserved', readTemplates(body.unreservedFieldInfo, 'body.unreservedFieldInfo', errors, () => true)),
  };
  return { fields, errors, pans };
}

function readAdditional(additional: NonNullable<InterfaceEmv['additionalInfo']>, errors: FieldIssue[]): AdditionalData {
  return {
    ...defined(Object.fromEntries(ADDITIONAL_NAMES.map((name) => [name, additional[name] ?? undefined]))),
    ...nonEmpty('paymentSystems', readTemplates(additional.paymentSystemSpecificInfo, 'body.additionalInfo.paymentSystemSpecificInfo', errors, () => true)),
    ...nonEmpty('rfu', withoutNulls(additional.reservedFields)),
  };
}

function readLanguage(language: NonNullable<InterfaceEmv['merchantInfo']['languageInfo']>): LanguageTemplate {
  return {
    ...defined({ languagePreference: language.languagePreference ?? undefined, merchantNameAlt: language.merchantNameAlt ?? undefined, merchantCityAlt: language.merchantCityAlt ?? undefined }),
    ...nonEmpty('rfu', withoutNulls(language.reservedFields)),
  };
}

/** Templates by ID; `isTemplate` says which IDs must be templates, so a `value` there is refused by name. */
function readTemplates(given: Maybe<Record<string, InterfaceTemplate>>, path: string, errors: FieldIssue[], isTemplate: (id: string) => boolean): Record<string, TemplateOrRaw> {
  const read: Record<string, TemplateOrRaw> = {};
  for (const [id, template] of Object.entries(given ?? {})) {
    const at = `${path}.${id}`;
    const hasParts = template.globalUniqueIdentifier != null || template.contextSpecificData != null;
    if (template.value != null) {
      if (hasParts) errors.push({ field: at, reason: 'give either value (a primitive) or globalUniqueIdentifier and contextSpecificData (a template), not both' });
      else if (isTemplate(id)) errors.push({ field: `${at}.value`, reason: `ID ${id} is a template: give globalUniqueIdentifier and contextSpecificData` });
      read[id] = template.value;
      continue;
    }
    const data = withoutNulls(template.contextSpecificData);
    if ('00' in data) errors.push({ field: `${at}.contextSpecificData.00`, reason: 'sub-ID 00 is the globalUniqueIdentifier: give it there' });
    const built: EmvTemplate = { ...data, ...(template.globalUniqueIdentifier == null ? {} : { '00': template.globalUniqueIdentifier }) };
    read[id] = built;
  }
  return read;
}

// ---- small helpers ----

/** The entries whose value is a string (undefined and null left out). */
function defined<K extends string>(record: Readonly<Record<K, Maybe<string>>>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries<Maybe<string>>(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) as Partial<Record<K, string>>;
}

function withoutNulls(record: Maybe<Readonly<Record<string, Maybe<string>>>>): Record<string, string> {
  return defined(record ?? {}) as Record<string, string>;
}

/** `{ [key]: record }`, or nothing for an empty record. */
function nonEmpty<K extends string, V>(key: K, record: Readonly<Record<string, V>>): Partial<Record<K, Record<string, V>>> {
  return Object.keys(record).length > 0 ? ({ [key]: { ...record } } as Partial<Record<K, Record<string, V>>>) : {};
}
