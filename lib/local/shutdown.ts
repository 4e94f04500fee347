/**
 * How `npm start` stops: on SIGINT, SIGTERM or SIGHUP, or when the process that started it goes
 * away, it closes the platform (DynamoDB Local's Java child last of all) and exits. The parent watch
 * is there because `kill <npm pid>` reaches npm, which passes it to the `sh -c` it started; that
 * shell dies without passing it on, so this process would never hear of it and Java would keep its
 * port. A close that hangs is cut short: exiting still kills Java synchronously (lib/local/dynamodb.ts).
 */
export interface ShutdownOptions {
  close(): Promise<void>;
  log(line: string): void;
  /** How long a close may take before the process exits anyway. */
  closeTimeoutMs?: number;
  /** How often the parent is checked. */
  parentPollMs?: number;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export function stopOnSignalsAndOrphaning(options: ShutdownOptions): void {
  const parent = process.ppid;
  let stopping = false;
  const stop = async (reason: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    options.log(`${reason}: stopping`);
    setTimeout(() => {
      options.log(`close took longer than ${options.closeTimeoutMs ?? 10_000} ms: exiting anyway`);
      process.exit(1);
    }, options.closeTimeoutMs ?? 10_000).unref();
    try {
      await options.close();
      process.exit(0);
    } catch (error) {
      options.log(`close failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  for (const signal of SIGNALS) process.on(signal, () => void stop(signal));
  // process.ppid is read afresh each time: it changes (to 1 or a subreaper) once the parent is gone.
  const watch = setInterval(() => {
    if (process.ppid !== parent) void stop(`parent process ${parent} ended`);
  }, options.parentPollMs ?? 500);
  watch.unref();
}
