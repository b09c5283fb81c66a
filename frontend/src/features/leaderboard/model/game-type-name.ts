import { gameTypeDefinition, type GameTypeId, type ScoringType } from '@golf/golf';

/** The format's name ("Dogfight"); quota scoring is named, being a different game ("Dogfight (Quota)"). */
export function gameTypeName(gameType: GameTypeId, scoringType: ScoringType): string {
  const { name } = gameTypeDefinition(gameType);
  return scoringType === 'quota' ? `${name} (Quota)` : name;
}
