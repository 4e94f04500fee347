/**
 * Replaces Cyrillic letters that look like Latin ones with the Latin letter. The English texts of
 * merchant-category-codes were typed partly on a Cyrillic keyboard ("Сashing", "Motеls"), which
 * breaks search, sorting and string comparison while looking right on screen.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w',
};

const CYRILLIC = /[\u0400-\u052F]/g;

export function toLatinLookAlikes(text: string): string {
  return text.replace(CYRILLIC, (ch) => LOOK_ALIKES[ch] ?? ch);
}

export function hasCyrillic(text: string): boolean {
  return /[\u0400-\u052F]/.test(text);
}
