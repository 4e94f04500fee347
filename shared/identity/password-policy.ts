/**
 * The rules every new password meets (password change and reset, consumer and merchant creation):
 * MIN..MAX_PASSWORD_LENGTH code points, a zxcvbn score of at least 3 with the user's own details
 * as user inputs, and not the old password. Reasons never quote the password.
 */
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type { TranslationKeys, ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common';
import { ValidationError } from '../http/errors.js';
import { loadOnUse } from '../load-on-use.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../schemas/auth/limits.js';

/** zxcvbn's 3 = "safely unguessable: moderate protection from offline slow-hash scenario". */
export const MIN_PASSWORD_SCORE = 3;

/** What we know about the user, so a password built from it is refused. */
export interface PasswordContext {
  username?: string | null;
  emailAddress?: string | null;
  mobileNumber?: string | null;
  /** First, middle, last, preferred names. */
  names?: readonly (string | null | undefined)[];
  /** The current password, when the user presented it (authenticated change). */
  oldPassword?: string | null;
}

type Warning = keyof TranslationKeys['warnings'];
type Suggestion = keyof TranslationKeys['suggestions'];

const WARNINGS: Record<Warning, string> = {
  straightRow: 'is a straight row of keys, which is easy to guess',
  keyPattern: 'is a short keyboard pattern, which is easy to guess',
  simpleRepeat: 'repeats a character (like "aaa"), which is easy to guess',
  extendedRepeat: 'repeats a pattern (like "abcabc"), which is easy to guess',
  sequences: 'contains a sequence (like "abc" or "1234"), which is easy to guess',
  recentYears: 'contains a recent year, which is easy to guess',
  dates: 'contains a date, which is easy to guess',
  topTen: 'is one of the ten most common passwords',
  topHundred: 'is one of the hundred most common passwords',
  common: 'is one of the most common passwords',
  similarToCommon: 'is too similar to a common password',
  wordByItself: 'is a single word, which is easy to guess',
  namesByThemselves: 'is a single name, which is easy to guess',
  commonNames: 'contains common names, which are easy to guess',
  userInputs: 'contains your personal details',
  pwned: 'has appeared in a data breach',
};

const SUGGESTIONS: Record<Suggestion, string> = {
  l33t: 'avoid predictable substitutions like "@" for "a"',
  reverseWords: 'avoid reversed spellings of common words',
  allUppercase: 'capitalise some letters, not all',
  capitalization: 'capitalise more than the first letter',
  dates: 'avoid dates and years that are associated with you',
  recentYears: 'avoid recent years',
  associatedYears: 'avoid years that are associated with you',
  sequences: 'avoid common character sequences',
  repeated: 'avoid repeated words and characters',
  longerKeyboardPattern: 'use longer keyboard patterns and change direction often',
  anotherWord: 'add a few more uncommon words',
  useWords: 'use several words, but avoid common phrases',
  noNeed: 'symbols, digits and capitals are not needed: several uncommon words are strong',
  pwned: 'if you use this password elsewhere, change it there too',
};

/** Which of the user's details a user-input match came from. */
type Detail = 'username' | 'e-mail address' | 'mobile number' | 'name' | 'old password';

// Levenshtein matching is off: it costs 20–160 ms a check and changes no verdict on our tests.
let factory: ZxcvbnFactory | undefined;
// The dictionaries (about 420 KB) load on the first check, never in a function that sets no password.
function zxcvbn(): ZxcvbnFactory {
  if (factory) return factory;
  const { ZxcvbnFactory: Factory } = loadOnUse<typeof ZxcvbnCore>('@zxcvbn-ts/core');
  const { adjacencyGraphs, dictionary } = loadOnUse<typeof ZxcvbnCommon>('@zxcvbn-ts/language-common');
  factory = new Factory({ dictionary, graphs: adjacencyGraphs });
  return factory;
}

const normalise = (text: string): string => text.normalize('NFKC');

/** The user's details as zxcvbn user inputs (lower case, at least 3 characters), each with where it came from. */
function userInputs(context: PasswordContext, newPassword: string): Map<string, Detail> {
  const inputs = new Map<string, Detail>();
  const add = (value: string | null | undefined, detail: Detail) => {
    const word = value ? normalise(value).toLowerCase().trim() : '';
    if (word.length >= 3 && !inputs.has(word)) inputs.set(word, detail);
  };
  const addEmail = (address: string, detail: Detail) => {
    const local = address.split('@')[0] ?? '';
    add(local, detail);
    add(local.replace(/[._+-]/g, ''), detail);
    for (const part of local.split(/[._+-]/)) add(part, detail);
  };
  const addMobile = (number: string, detail: Detail) => {
    const digits = number.replace(/\D/g, '');
    add(digits, detail);
    // The national form users type: 0 and the last nine digits (ZA, GH, NG, KE numbers).
    if (digits.length > 9) {
      add(digits.slice(-9), detail);
      add(`0${digits.slice(-9)}`, detail);
    }
  };
  const { username, emailAddress, mobileNumber, names, oldPassword } = context;
  if (username) {
    add(username, 'username');
    add(username.replace(/[._+-]/g, ''), 'username');
    if (username.includes('@')) addEmail(username, 'username');
    else if (/^\+?[\d\s-]{7,}$/.test(username)) addMobile(username, 'username');
  }
  if (emailAddress) addEmail(emailAddress, 'e-mail address');
  if (mobileNumber) addMobile(mobileNumber, 'mobile number');
  // Parts alone and run together: "thandimokoena82" scores 3 against the parts alone.
  const nameParts = (names ?? []).flatMap((name) => (name ?? '').split(/[\s'-]+/)).filter(Boolean);
  for (const part of nameParts) add(part, 'name');
  add(nameParts.join(''), 'name');
  add([...nameParts].reverse().join(''), 'name');
  // An old password equal to the new one has its own reason; a near copy (a digit or symbol changed) is caught here.
  if (oldPassword && normalise(oldPassword) !== newPassword) {
    add(oldPassword, 'old password');
    add(oldPassword.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''), 'old password');
  }
  return inputs;
}

function strengthProblems(result: ZxcvbnResult, inputs: Map<string, Detail>): string[] {
  const details = new Set<Detail>();
  for (const match of result.sequence) {
    if (match.pattern === 'dictionary' && match.dictionaryName === 'userInputs') {
      const detail = inputs.get(String(match.matchedWord));
      if (detail) details.add(detail);
    }
  }
  const reasons = [...details].map((d) => (d === 'old password' ? 'is too similar to your old password' : `contains your ${d}`));
  const warning = result.feedback.warning as Warning | null;
  if (warning && warning !== 'userInputs') reasons.unshift(WARNINGS[warning]);
  if (reasons.length === 0) reasons.push(warning ? WARNINGS[warning] : 'is too easy to guess');
  const advice = result.feedback.suggestions.map((s) => SUGGESTIONS[s as Suggestion]).filter(Boolean);
  if (advice.length > 0) reasons[0] = `${reasons[0]}; ${advice.join('; ')}`;
  return reasons;
}

/**
 * Why `password` is not acceptable as a new password for this user; empty when it is. Counts
 * Unicode code points after NFKC normalisation (what the hash sees).
 */
export function passwordProblems(password: string, context: PasswordContext = {}): string[] {
  const candidate = normalise(password);
  const length = [...candidate].length;
  if (length > MAX_PASSWORD_LENGTH) return [`must be at most ${MAX_PASSWORD_LENGTH} characters`];
  const problems: string[] = [];
  if (length < MIN_PASSWORD_LENGTH) problems.push(`must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (context.oldPassword && normalise(context.oldPassword) === candidate) problems.push('must differ from your old password');
  const inputs = userInputs(context, candidate);
  const result = zxcvbn().check(candidate, [...inputs.keys()]);
  if (result.score < MIN_PASSWORD_SCORE) problems.push(...strengthProblems(result, inputs));
  return problems;
}

/** Throws ValidationError (400) with one detail per problem, all naming `field`. */
export function assertAcceptablePassword(password: string, context: PasswordContext = {}, field = 'body.newPassword'): void {
  const problems = passwordProblems(password, context);
  if (problems.length > 0) {
    throw new ValidationError(problems.map((reason) => ({ field, reason })), 'The new password does not meet the password rules.');
  }
}
