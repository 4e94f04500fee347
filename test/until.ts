/** Polls `probe` every `everyMs` until it answers something, or fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
