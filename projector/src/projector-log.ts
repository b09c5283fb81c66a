/** Where the projector reports what it does; `details` may hold bigints (positions). */
export type ProjectorLog = (level: 'info' | 'warn' | 'error', message: string, details?: Record<string, unknown>) => void;

export const silentLog: ProjectorLog = () => undefined;

/** One JSON object per line on stdout (stderr for errors), the format docker and log shippers read. */
export function jsonLinesLog(name = 'projector'): ProjectorLog {
  return (level, message, details = {}) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, name, message, ...details }, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
  };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
