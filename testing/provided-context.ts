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
    /** A port kept for the browser tests' own Web Push service: the app's PUSH_SERVICE_HOSTS lists 127.0.0.1 on it. */
    pushServicePort: number;
    /** That service's certificate and key (PEM): the app was started trusting it (NODE_EXTRA_CA_CERTS). */
    pushServiceTls: { cert: string; key: string };
  }
}

export {};
