/** The retrieval and delivery URL templates of consumer files (docs/decisions/kyc-files.md, KYC-4, KYC-7). */
import { describe, expect, it } from 'vitest';
import { fillTokens } from '../../shared/consumer-files/retrieval.js';

describe('a file URL template', () => {
  it('fills its tokens URL-encoded, a token with no value empty', () => {
    expect(fillTokens('https://x/[a]?b=[b]&c=[c]', { a: '2026/11', b: 'é' })).toBe('https://x/2026%2F11?b=%C3%A9&c=');
  });

  it('takes only the values given: an inherited name (constructor, toString, __proto__) is a token with no value', () => {
    expect(fillTokens('https://x/[constructor]/[toString]/[hasOwnProperty]/[__proto__]', {})).toBe('https://x////');
    expect(fillTokens('https://x/[constructor]', { constructor: 'c' })).toBe('https://x/c');
  });
});
