/** Connection string of a fresh, empty database on the test server. Drop it with `dropTestDatabase`. */
export declare function createTestDatabase(): Promise<string>;
export declare function dropTestDatabase(databaseUrl: string): Promise<void>;
export declare function testRedisUrl(): string;
