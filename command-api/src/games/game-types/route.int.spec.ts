import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/game-types', () => {
  it('serves the seven formats with players, defaults, points, Nassau and rules', async () => {
    const response = await api.call('GET', '/api/game-types');
    expect(response.statusCode).toBe(200);
    const types = response.json();
    expect(types.map((t: { id: string }) => t.id)).toEqual([
      'dogfight',
      'stroke_play',
      'match_play',
      'best_ball',
      'skins',
      'stableford',
      'modified_stableford',
    ]);
    expect(types[0]).toMatchObject({
      name: 'Dogfight',
      minPlayers: 2,
      maxPlayers: 16,
      recommendedPlayers: 4,
      defaultScoringType: 'net',
      supportsNassau: false,
      defaultPointsSystem: { eagle: 8, birdie: 4, par: 2, bogey: 1, double: 0 },
      quotaPointsSystem: { double_eagle: 5, eagle: 4, birdie: 3, par: 2, bogey: 1, double: 0 },
      scoringTypes: ['net', 'gross', 'quota'],
    });
    expect(types[2]).toMatchObject({
      id: 'match_play',
      playerCountOptions: [2, 4],
      defaultPointsSystem: { win: 1, tie: 0, loss: 0 },
      supportsNassau: true,
    });
    expect(types[3].playerCountOptions).toEqual([2, 4, 6, 8]);
    expect(types[1]).toMatchObject({ minPlayers: 1, maxPlayers: 20, defaultScoringType: 'gross', defaultPointsSystem: null });
    expect(types.every((t: { rules: string[] }) => t.rules.length > 0)).toBe(true);
  });
});
