import { describe, expect, it } from 'vitest';
import { ConfigError, loadProjectorConfig } from './config.ts';

describe('loadProjectorConfig', () => {
  it('reads the database, the optional EventStoreDB and the batch size', () => {
    expect(
      loadProjectorConfig({
        DATABASE_URL: 'postgres://u@h:5432/golf',
        EVENTSTORE_URL: 'esdb://es:2113?tls=false',
        PROJECTOR_BATCH_SIZE: '50',
      }),
    ).toEqual({ databaseUrl: 'postgres://u@h:5432/golf', eventStoreUrl: 'esdb://es:2113?tls=false', batchSize: 50 });
  });

  it('treats empty values as unset and defaults the batch size', () => {
    expect(loadProjectorConfig({ DATABASE_URL: 'postgresql://h/golf', EVENTSTORE_URL: '', PROJECTOR_BATCH_SIZE: '' })).toEqual({
      databaseUrl: 'postgresql://h/golf',
      eventStoreUrl: undefined,
      batchSize: 500,
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadProjectorConfig({ EVENTSTORE_URL: 'http://es', PROJECTOR_BATCH_SIZE: 'many' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^DATABASE_URL is required/);
    expect(problems[1]).toMatch(/^EVENTSTORE_URL must be an esdb:\/\//);
    expect(problems[2]).toMatch(/^PROJECTOR_BATCH_SIZE/);
  });
});
