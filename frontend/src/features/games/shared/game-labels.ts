import type { BetType, GameStatus, ScoringType } from '@golf/contracts';
import { gameTypeDefinition, isGameTypeId } from '@golf/golf';

export const SCORING_TYPE_LABELS: Record<ScoringType, string> = { net: 'Net', gross: 'Gross', quota: 'Quota' };

export const BET_TYPE_LABELS: Record<BetType, string> = {
  overall: 'Overall',
  front_9: 'Front 9 (holes 1-9)',
  back_9: 'Back 9 (holes 10-18)',
  overall_18: 'Overall 18 (holes 1-18)',
};

/** Names of the points keys (spec: eagle, birdie, par, bogey, double; the quota set adds double_eagle). */
export const POINTS_LABELS: Record<string, string> = {
  double_eagle: 'Double Eagle',
  eagle: 'Eagle',
  birdie: 'Birdie',
  par: 'Par',
  bogey: 'Bogey',
  double: 'Double Bogey',
};

const STATUS_LABELS: Record<GameStatus, string> = { setup: 'Setup', in_progress: 'In Progress', completed: 'Completed' };

/** Setup, In Progress, Completed; any other value with its underscores as spaces. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as GameStatus] ?? status.replaceAll('_', ' ');
}

/** "Dogfight" for 'dogfight'; an unknown id is shown as it is. */
export function gameTypeName(gameType: string): string {
  return isGameTypeId(gameType) ? gameTypeDefinition(gameType).name : gameType;
}
