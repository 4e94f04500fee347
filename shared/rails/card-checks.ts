/**
 * Pure checks of card details the pay endpoint runs before anything is vaulted. None of them logs
 * or keeps what it is given.
 */

/** Luhn (mod 10) over a string of 12 to 19 digits; anything else is false. */
export function isLuhnValid(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let i = 0; i < cardNumber.length; i += 1) {
    let digit = cardNumber.charCodeAt(cardNumber.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardExpiry {
  /** 1–12. */
  month: number;
  /** Four digits. */
  year: number;
}

/** "1"–"12" (leading zero allowed) and a year of two (20yy) or four digits; undefined when malformed. */
export function parseExpiry(month: string, year: string): CardExpiry | undefined {
  if (!/^(0?[1-9]|1[0-2])$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return undefined;
  const y = Number(year);
  return { month: Number(month), year: year.length === 2 ? 2000 + y : y };
}

/** A card is good through the last day of its expiry month (UTC): expired only from the month after. */
export function isExpired(expiry: CardExpiry, now: Date = new Date()): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

/** American Express (BIN 34, 37) prints a four-digit code; other schemes three. */
export function isAmex(cardNumber: string): boolean {
  return /^3[47]/.test(cardNumber);
}

/** Three digits, or four for American Express; without the card number either length passes. */
export function isCvvShape(cvv: string, cardNumber?: string): boolean {
  if (cardNumber === undefined) return /^\d{3,4}$/.test(cvv);
  return isAmex(cardNumber) ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** The parts of a card number the platform may keep. */
export function cardNumberParts(cardNumber: string): { bin: string; lastFour: string } {
  return { bin: cardNumber.slice(0, 6), lastFour: cardNumber.slice(-4) };
}
