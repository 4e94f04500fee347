/**
 * The card vault port: POST /v1/pay hands it the card before any workflow starts, so the PAN and
 * CVV never enter Step Functions input or history; the workflow carries the token, BIN, last four
 * and masked PAN. The sandbox vault keeps only what the sandbox connectors decide on.
 */
import { randomBytes } from 'node:crypto';
import { cardNumberParts, isLuhnValid, parseExpiry } from './card-checks.js';
import { RailRequestInvalid } from './errors.js';
import { cardBehaviour, SUCCEED } from './sandbox-behaviour.js';
import type { SandboxStore } from './sandbox-store.js';
import type { DevicePaymentInstrument, VaultedCard } from './types.js';

/** Prefix of the card vault's tokens; vt_ belongs to the agentic delegated-payment tokens. */
export const VAULT_TOKEN_PREFIX = 'cv_';

/** A card as the pay request brings it; CVV and expiry are absent for a card that is only paid to. */
export interface CardToTokenize {
  cardNumber: string;
  cvv?: string;
  expiryMonth?: string;
  expiryYear?: string;
  nameOnCard?: string;
}

export interface CardVault {
  /** Vaults a card; throws RailRequestInvalid for a number failing Luhn or a malformed expiry (validate first). */
  tokenizeCard(card: CardToTokenize): Promise<VaultedCard>;
  /** Vaults an Apple Pay or Google Pay payment token, which then stays out of the workflow too. */
  tokenizeDevicePayment(paymentToken: string): Promise<DevicePaymentInstrument>;
}

/** BIN, asterisks, last four, 16 long: the format consumers' stored cards use (shared/accounts). */
export function maskedPan(bin: string, lastFour: string): string {
  return `${bin}${'*'.repeat(Math.max(16 - bin.length - lastFour.length, 2))}${lastFour}`;
}

export const newVaultToken = (): string => `${VAULT_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;

/** The sandbox vault: the behaviour its test number calls for, BIN, last four and expiry under a random token. */
export function sandboxCardVault(store: SandboxStore): CardVault {
  return {
    async tokenizeCard(card) {
      if (!isLuhnValid(card.cardNumber)) throw new RailRequestInvalid('The card number is not valid.');
      const hasExpiry = card.expiryMonth !== undefined || card.expiryYear !== undefined;
      const expiry = hasExpiry ? parseExpiry(card.expiryMonth ?? '', card.expiryYear ?? '') : undefined;
      if (hasExpiry && !expiry) throw new RailRequestInvalid('The card expiry is not valid.');
      const { bin, lastFour } = cardNumberParts(card.cardNumber);
      const vaultToken = newVaultToken();
      await store.putVaulted(vaultToken, {
        kind: 'card', ...cardBehaviour(card.cardNumber), bin, lastFour, expiryMonth: expiry?.month, expiryYear: expiry?.year,
      });
      return { vaultToken, bin, lastFour, maskedPan: maskedPan(bin, lastFour) };
    },

    async tokenizeDevicePayment(_paymentToken) {
      // The sandbox decides nothing from a device token, so it keeps none of it.
      const vaultToken = newVaultToken();
      await store.putVaulted(vaultToken, { kind: 'devicePayment', ...SUCCEED });
      return { vaultToken };
    },
  };
}
