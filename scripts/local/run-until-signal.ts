/**
 * Runs a process's `start` and, on SIGINT or SIGTERM, the `stop` it returns once, then exits 0; a
 * start that fails prints why and exits 1.
 */
export function runUntilSignal(start: () => Promise<() => Promise<void>>): void {
  start().then(
    (stop) => {
      let stopping = false;
      const onSignal = async () => {
        if (stopping) return;
        stopping = true;
        await stop();
        process.exit(0);
      };
      process.on('SIGINT', () => void onSignal());
      process.on('SIGTERM', () => void onSignal());
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
