/**
 * ISO 639-2 languages, from iso-639-2. The code we serve and accept is the terminology (T) code where
 * one exists (DEU, not the bibliographic GER), upper-case like every code in the API. Left out: the
 * reserved range qaa-qtz and the special codes mis, mul, und and zxx, which name no language a
 * person can prefer.
 */
import { iso6392 } from 'iso-639-2';

export interface Language {
  /** ISO 639-2/T code (ISO 639-2/B where the two are the same). */
  code: string;
  /** ISO 639-2/B code; differs from `code` for 20 languages (GER/DEU, FRE/FRA, ...). */
  bibliographicCode: string;
  /** ISO 639-1 two-letter code, where the language has one. */
  alpha2Code: string | null;
  name: string;
}

export const SPECIAL_LANGUAGE_CODES: ReadonlySet<string> = new Set(['qaa-qtz', 'mis', 'mul', 'und', 'zxx']);

let cached: readonly Language[] | undefined;

export function allLanguages(): readonly Language[] {
  cached ??= iso6392
    .filter((l) => !SPECIAL_LANGUAGE_CODES.has(l.iso6392B))
    .map((l) => ({
      code: (l.iso6392T ?? l.iso6392B).toUpperCase(),
      bibliographicCode: l.iso6392B.toUpperCase(),
      alpha2Code: l.iso6391 ?? null,
      name: l.name,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return cached;
}

export function languageByCode(code: string): Language | undefined {
  return allLanguages().find((l) => l.code === code);
}
