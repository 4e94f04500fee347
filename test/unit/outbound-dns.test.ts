/** A caller-configured host's DNS lookup is bounded by the call's own deadline (shared/http/outbound.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';

const lookup = vi.hoisted(() => vi.fn());
// Node's resolver is replaced here only: a lookup that never answers cannot be made against real DNS.
vi.mock('node:dns/promises', () => ({ lookup }));

const { OutboundRefused, postJson } = await import('../../shared/http/outbound.js');

describe('a callback host whose DNS does not answer', () => {
  afterEach(() => lookup.mockReset());

  it('is refused as transient once the call\'s timeout has passed, not waited on', async () => {
    lookup.mockReturnValue(new Promise(() => undefined));
    const error: unknown = await postJson('https://hangs.example.com/hook', { a: 1 }, { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect(error).toMatchObject({ reason: 'the host did not resolve in time', transient: true });
  });

  it('uses an answer that comes within the deadline (here a private address, so refused for good)', async () => {
    lookup.mockReturnValue(new Promise((resolve) => setTimeout(() => resolve([{ address: '10.1.2.3', family: 4 }]), 20)));
    const error: unknown = await postJson('https://late.example.com/hook', { a: 1 }, { timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect(error).toMatchObject({ transient: false });
    expect(lookup).toHaveBeenCalledWith('late.example.com', { all: true, verbatim: true });
  });
});
