import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GameTypesResponse, type GameTypeView } from '@golf/contracts';
import { GAME_TYPES, allowedScoringTypes, playerCountOptions, type GameTypeDefinition } from '@golf/golf';
import { errorResponses } from '../../http/error-responses.ts';

/** A format of the @golf/golf table as the chooser and the setup form need it. */
export function gameTypeViewOf(definition: GameTypeDefinition): GameTypeView {
  return {
    ...definition,
    defaultPointsSystem: definition.defaultPointsSystem as GameTypeView['defaultPointsSystem'],
    quotaPointsSystem: definition.quotaPointsSystem as GameTypeView['quotaPointsSystem'],
    rules: [...definition.rules],
    playerCountOptions: playerCountOptions(definition.id),
    scoringTypes: allowedScoringTypes(definition.id),
  };
}

/** GET /api/game-types: the five formats with their limits, defaults and rules. Public: it is the product's own table. */
export function gameTypesRoute(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/game-types',
      {
        schema: {
          tags: ['games'],
          summary: 'The game formats: players min-max, recommended count, default scoring, points systems, Nassau support, rules',
          response: { 200: GameTypesResponse, ...errorResponses(400) },
        },
      },
      async () => GAME_TYPES.map(gameTypeViewOf),
    );
  };
}
