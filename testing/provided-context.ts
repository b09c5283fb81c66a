/** What the vitest global setups provide to tests through `inject`. */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresSource: string;
    redisUrl: string;
    appUrl: string;
    outboxDir: string;
  }
}

export {};
