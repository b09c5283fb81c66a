/** What the vitest global setups provide to tests through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresSource: string;
    redisUrl: string;
    appUrl: string;
    /** The browser tests' app's own database (its event log): for a test that writes to the log as a bug or an old build would. */
    databaseUrl: string;
    outboxDir: string;
  }
}

export {};
