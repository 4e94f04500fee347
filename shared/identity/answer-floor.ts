/**
 * Answers that must not tell by their timing what happened (whether an account exists, whether a
 * password was close): the answer waits until a fixed time after the request began.
 */

/** Runs `work` and answers no sooner than `ms` after `startedAt`, whatever happened. */
export async function noSoonerThan<T>(startedAt: number, ms: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    const left = startedAt + ms - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}
