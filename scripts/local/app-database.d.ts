/** Creates database `name` on the server at `serverUrl` unless it exists; returns its URL. */
export declare function ensureDatabase(serverUrl: string, name: string): Promise<string>;
/** Drops database `name` on the server at `serverUrl`, closing its connections first; nothing if it is not there. */
export declare function dropDatabase(serverUrl: string, name: string): Promise<void>;
