/**
 * Payment rails: what the payments workflow carries for each source and destination, and the
 * contract every connector (sandbox or a real processor) keeps. Nothing here holds a card number
 * or CVV: a card travels as its vault token with BIN, last four and a masked PAN.
 */

// 'merchant' as a source is a merchant's balance paid out (docs/decisions/wallets.md): internal, never in a /v1/pay body, no connector.
export const SOURCE_RAILS = ['card', 'mobileWallet', 'bankAccount', 'wallet', 'cash', 'applePay', 'googlePay', 'merchant'] as const;
export type SourceRail = (typeof SOURCE_RAILS)[number];

export const DESTINATION_RAILS = ['merchant', 'mobileWallet', 'bankAccount', 'qrCode', 'card', 'wallet', 'bill', 'cash'] as const;
export type DestinationRail = (typeof DESTINATION_RAILS)[number];

export type Rail = SourceRail | DestinationRail;

/** Rails paid inside the platform, by a ledger posting alone: no connector serves them, in any environment. */
export const IN_PLATFORM_RAILS: readonly Rail[] = ['wallet', 'merchant', 'bill'];

/** A card as the vault describes it; enough to credit (push to) the card. */
export interface VaultedCard {
  vaultToken: string;
  /** First six digits. */
  bin: string;
  lastFour: string;
  /** BIN, asterisks, last four. */
  maskedPan: string;
}

/** A card source: the vaulted card with its expiry (month 1–12, four-digit year). */
export interface CardInstrument extends VaultedCard {
  expiryMonth: number;
  expiryYear: number;
}

export interface MobileWalletInstrument {
  msisdn: string;
  /** Operator code from GET /v1/lookup/mobile-wallet-operator. */
  operator: string;
}

export interface BankAccountInstrument {
  accountNumber: string;
  /** Bank code from GET /v1/lookup/bank. */
  bank: string;
}

export interface WalletInstrument {
  walletReference: string;
}

/** Cash at the counter: nothing identifies it but the amount. */
export type CashInstrument = Record<string, never>;

/** Apple Pay or Google Pay: the device payment token, held by the vault like a card. */
export interface DevicePaymentInstrument {
  vaultToken: string;
}

export interface MerchantInstrument {
  merchantReference: string;
  merchantSource?: string;
}

export interface QrCodeInstrument {
  qrCode: string;
}

export interface BillInstrument {
  productReference: string;
  productFields?: Record<string, string>;
}

export interface SourceInstruments {
  card: CardInstrument;
  mobileWallet: MobileWalletInstrument;
  bankAccount: BankAccountInstrument;
  wallet: WalletInstrument;
  cash: CashInstrument;
  applePay: DevicePaymentInstrument;
  googlePay: DevicePaymentInstrument;
  merchant: MerchantInstrument;
}

export interface DestinationInstruments {
  merchant: MerchantInstrument;
  mobileWallet: MobileWalletInstrument;
  bankAccount: BankAccountInstrument;
  qrCode: QrCodeInstrument;
  card: VaultedCard;
  wallet: WalletInstrument;
  bill: BillInstrument;
  cash: CashInstrument;
}

/** One source as the workflow carries it: the rail names the instrument's shape. */
export type SourceLeg = { [R in SourceRail]: { rail: R; instrument: SourceInstruments[R] } }[SourceRail];
/** One destination as the workflow carries it. */
export type DestinationLeg = { [R in DestinationRail]: { rail: R; instrument: DestinationInstruments[R] } }[DestinationRail];

/** What every connector call carries. */
export interface RailRequestBase {
  /**
   * The transaction reference of this leg: the same key always gets the same result, so a retried
   * task never moves money twice. Letters, digits, '-' and '_', at most 128.
   */
  idempotencyKey: string;
  /** Integer minor units. */
  amountInCents: number;
  /** ISO 4217. */
  currency: string;
}

export interface DebitRequest extends RailRequestBase {
  source: SourceLeg;
}

export interface CreditRequest extends RailRequestBase {
  destination: DestinationLeg;
}

/**
 * Gives money back to the source a debit took it from (a refund), under the refund's own key; the
 * rail refunds only a debit it settled under `originalIdempotencyKey`.
 */
export interface RefundRequest extends RailRequestBase {
  source: SourceLeg;
  originalIdempotencyKey: string;
}

/**
 * Takes back money a credit delivered to a destination outside the platform (for a refund), under
 * the refund's own key; the rail recalls only a credit it settled under `originalIdempotencyKey`.
 */
export interface RecallRequest extends RailRequestBase {
  destination: DestinationLeg;
  originalIdempotencyKey: string;
}

/** What a connector does under a key: the operations reverse and lookup name. */
export type RailOperation = 'debit' | 'credit' | 'refund' | 'recall';

/** Undoes a debit, credit, refund or recall made under the same idempotency key (compensation). */
export type ReverseRequest = RailRequestBase & (
  | { operation: 'debit' | 'refund'; source: SourceLeg }
  | { operation: 'credit' | 'recall'; destination: DestinationLeg }
);

export const RAIL_OUTCOMES = ['succeeded', 'declined', 'requires_pin', 'requires_confirmation'] as const;
export type RailOutcome = (typeof RAIL_OUTCOMES)[number];

export const DECLINE_CODES = [
  'generic_decline',
  'insufficient_funds',
  'processing_error',
  'incorrect_pin',
  'expired_card',
  'unknown_instrument',
  /** The operation was reversed (or cancelled) before it completed. */
  'reversed',
  /** A refund or recall names no settled debit or credit under its original key. */
  'original_not_found',
] as const;
export type DeclineCode = (typeof DECLINE_CODES)[number];

/** A connector's answer. A decline is an answer, not an error; only transient trouble throws (RailTimeout). */
export interface RailResult {
  outcome: RailOutcome;
  declineCode?: DeclineCode;
  message?: string;
  /** The rail's own reference for the operation. */
  connectorReference: string;
}

/** What a rail itself holds of one operation under a key: the other side of reconciliation. */
export interface RailOperationState {
  outcome: RailOutcome;
  declineCode?: DeclineCode;
  /** Undone (or forbidden, when it never ran) by a reversal under the same key. */
  reversed: boolean;
}

/**
 * One rail's connector. Every method is idempotent by the request's key and throws RailTimeout on
 * transient trouble (Step Functions retries it); anything else thrown is not worth retrying.
 */
export interface Connector {
  /** Takes money from a source; may answer requires_pin or requires_confirmation and wait. */
  debit(request: DebitRequest): Promise<RailResult>;
  /** Pays a destination. */
  credit(request: CreditRequest): Promise<RailResult>;
  /**
   * Undoes a debit or credit under the request's key; succeeds when there is nothing to undo. From
   * then on the operation under that key, asked again, answers declined `reversed`, whether it had
   * succeeded or never ran: never 'succeeded', which the caller would post (PAY-38).
   */
  reverse(request: ReverseRequest): Promise<RailResult>;
  /** Gives a settled debit's money (or part of it) back to its source; never waits for the payer. */
  refund(request: RefundRequest): Promise<RailResult>;
  /** Takes a settled credit's money (or part of it) back from its destination; never waits for the payer. */
  recall(request: RecallRequest): Promise<RailResult>;
  /** Completes a debit that answered requires_pin with a PIN or voucher code (never stored or logged). */
  verifyPin(request: DebitRequest, pin: string): Promise<RailResult>;
  /** Completes a debit that answered requires_confirmation, once the payer confirmed. Cancelling is reverse. */
  confirm(request: DebitRequest): Promise<RailResult>;
  /** The rail's own record of the debit or credit under a key (undefined: the rail never heard of it). Reads only. */
  lookup(operation: RailOperation, idempotencyKey: string): Promise<RailOperationState | undefined>;
}
