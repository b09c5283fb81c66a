import type { EventMetadata, NewEvent } from '../store/event-store.ts';
import { eventParser } from '../parse-event.ts';
import { evolveAccessGrants } from './access-grants.ts';
import { gameEvents, type GameEvent } from './game-event-list.ts';
import { positionAfterRoundRemoved, roundNumberAfterRemoval } from './round-removal.ts';
import { DEFAULT_SKIN_VALUE_CENTS, storedTeamNumber } from '@golf/golf';
import { awardsAfterPlayerRemoved, awardsAfterSet } from './evolve-awards.ts';
import { evolveScores, scoresAfterPlayerRemoved, scoresAfterRoundRemoved } from './evolve-scores.ts';
import { isGame, type Game, type GameState, type PlayerRound } from './game-state.ts';

/** The player round of (player, round), created empty when the player has none yet. */
function withPlayerRound(game: Game, playerId: string, roundNumber: number, change: (current: PlayerRound) => PlayerRound): PlayerRound[] {
  const existing = game.playerRounds.find((pr) => pr.playerId === playerId && pr.roundNumber === roundNumber);
  const current = existing ?? { playerId, roundNumber, teeSetId: null, handicapIndex: null, courseHandicap: null, manuallyAdjusted: false };
  const updated = change(current);
  return existing ? game.playerRounds.map((pr) => (pr === existing ? updated : pr)) : [...game.playerRounds, updated];
}

function created(event: Extract<GameEvent, { type: 'GameCreated' }>, occurredAt: string): Game {
  const { data } = event;
  return {
    status: 'setup',
    id: data.gameId,
    name: data.name,
    gameType: data.gameType,
    scoringType: data.scoringType,
    numberOfRounds: data.numberOfRounds,
    targetPlayerCount: data.targetPlayerCount,
    currentRound: 1,
    currentHole: 1,
    isNassau: data.isNassau,
    skinValueCents: data.skinValueCents ?? DEFAULT_SKIN_VALUE_CENTS,
    nassauStakesCents: data.nassauStakesCents ?? { front_9: 0, back_9: 0, overall_18: 0 },
    useEightyPercentHandicap: data.useEightyPercentHandicap,
    pointsSystem: data.pointsSystem,
    tripId: data.tripId,
    ...(data.cup ? { cup: { ...data.cup } } : {}),
    createdBy: data.createdBy,
    createdAt: occurredAt,
    updatedAt: occurredAt,
    codes: { adminCode: data.adminCode, playerCode: data.playerCode, viewCode: data.viewCode },
    access: [],
    payouts: data.payouts.map((payout) => ({ ...payout })),
    players: [],
    teams: null,
    rounds: [],
    playerRounds: [],
    scores: [],
    quotaAdjustments: [],
    holeAwards: [],
    ...(data.sideGames ? { sideGames: { ...data.sideGames } } : {}),
  };
}

/**
 * The game after one more event of its own (everything but GameCreated and GameDeleted): the
 * game itself when the event changes nothing, else a new object that no one else holds.
 */
function evolveExisting(game: Game, event: GameEvent, occurredAt: string, scoresOwned: boolean): Game {
  switch (event.type) {
    case 'GameRenamed':
      return { ...game, name: event.data.name };
    case 'GameSettingsChanged': {
      const changes = Object.fromEntries(Object.entries(event.data.changes).filter(([, value]) => value !== undefined));
      return { ...game, ...changes };
    }
    case 'PayoutSet': {
      const { position, betType, amountCents, description } = event.data;
      const others = game.payouts.filter((p) => !(p.position === position && p.betType === betType));
      return { ...game, payouts: amountCents === 0 ? others : [...others, { position, betType, amountCents, description }] };
    }
    case 'GameStatusChanged':
      return { ...game, status: event.data.status };
    case 'CurrentHoleChanged':
      return { ...game, currentRound: event.data.roundNumber, currentHole: event.data.holeNumber };
    case 'PlayerAdded': {
      const { playerId, name, handicap, ghinId, userId, teamNumber } = event.data;
      return { ...game, teams: null, players: [...game.players, { id: playerId, name, handicap, ghinId, userId, teamNumber }] };
    }
    case 'PlayerDetailsChanged': {
      const changes = Object.fromEntries(Object.entries(event.data.changes).filter(([, value]) => value !== undefined));
      return { ...game, players: game.players.map((p) => (p.id === event.data.playerId ? { ...p, ...changes } : p)) };
    }
    case 'PlayerRemoved':
      return {
        ...game,
        teams: null,
        players: game.players.filter((p) => p.id !== event.data.playerId),
        playerRounds: game.playerRounds.filter((pr) => pr.playerId !== event.data.playerId),
        ...scoresAfterPlayerRemoved(game, event.data.playerId),
        holeAwards: awardsAfterPlayerRemoved(game.holeAwards, event.data.playerId),
      };
    case 'TeamsAssigned': {
      const { teamCount, teamSize, assignments } = event.data;
      const teamOf = Object.fromEntries(assignments.map((a) => [a.playerId, a.teamNumber]));
      const stored = (playerId: string, current: 1 | 2 | null) =>
        teamOf[playerId] === undefined ? current : storedTeamNumber(teamOf[playerId]);
      return {
        ...game,
        teams: { teamCount, teamSize, teamOf },
        players: game.players.map((p) => ({ ...p, teamNumber: stored(p.id, p.teamNumber) })),
      };
    }
    case 'RoundCourseChosen':
    case 'RoundAdded': {
      const { roundNumber, courseId, courseHoles } = event.data;
      const others = game.rounds.filter((r) => r.roundNumber !== roundNumber);
      const existing = game.rounds.find((r) => r.roundNumber === roundNumber);
      const round = { roundNumber, courseId, courseHoles, status: existing?.status ?? ('not_started' as const), confirmed: false };
      // Another course has other tees: the round's tees and handicaps go with the old course.
      const playerRounds =
        existing?.courseId === courseId ? game.playerRounds : game.playerRounds.filter((pr) => pr.roundNumber !== roundNumber);
      const rounds = [...others, existing?.courseId === courseId ? { ...existing, courseHoles } : round].sort(
        (a, b) => a.roundNumber - b.roundNumber,
      );
      return { ...game, rounds, playerRounds, numberOfRounds: Math.max(game.numberOfRounds, roundNumber) };
    }
    case 'RoundRemoved': {
      const removed = event.data.roundNumber;
      const renumber = <T extends { roundNumber: number }>(item: T): T => ({
        ...item,
        roundNumber: roundNumberAfterRemoval(item.roundNumber, removed),
      });
      return {
        ...game,
        ...positionAfterRoundRemoved(game, removed),
        rounds: game.rounds.filter((r) => r.roundNumber !== removed).map(renumber),
        playerRounds: game.playerRounds.filter((pr) => pr.roundNumber !== removed).map(renumber),
        ...scoresAfterRoundRemoved(game, removed),
        holeAwards: game.holeAwards.filter((a) => a.roundNumber !== removed).map(renumber),
        ...(game.wolfChoices ? { wolfChoices: game.wolfChoices.filter((c) => c.roundNumber !== removed).map(renumber) } : {}),
        ...(game.recordedPresses
          ? {
              recordedPresses: game.recordedPresses
                .filter((p) => p.startsAt.roundNumber !== removed)
                .map((p) => ({ ...p, startsAt: renumber(p.startsAt) })),
            }
          : {}),
      };
    }
    case 'TeeChosen':
      return {
        ...game,
        playerRounds: withPlayerRound(game, event.data.playerId, event.data.roundNumber, (pr) => ({
          ...pr,
          teeSetId: event.data.teeSetId,
        })),
      };
    case 'CourseHandicapsCalculated': {
      let next = game;
      for (const entry of event.data.players) {
        const playerRounds = withPlayerRound(next, entry.playerId, event.data.roundNumber, (pr) => ({
          ...pr,
          teeSetId: entry.teeSetId,
          handicapIndex: entry.handicapIndex,
          courseHandicap: entry.courseHandicap,
          manuallyAdjusted: false,
        }));
        next = { ...next, playerRounds };
      }
      return next;
    }
    case 'CourseHandicapAdjusted':
      return {
        ...game,
        playerRounds: withPlayerRound(game, event.data.playerId, event.data.roundNumber, (pr) => ({
          ...pr,
          courseHandicap: event.data.courseHandicap,
          manuallyAdjusted: true,
        })),
      };
    case 'RoundConfirmed':
      return { ...game, rounds: game.rounds.map((r) => (r.roundNumber === event.data.roundNumber ? { ...r, confirmed: true } : r)) };
    case 'RoundStarted': {
      const { roundNumber } = event.data;
      const moved = roundNumber === game.currentRound ? {} : { currentRound: roundNumber, currentHole: 1 };
      return {
        ...game,
        ...moved,
        rounds: game.rounds.map((r) => (r.roundNumber === roundNumber ? { ...r, status: 'in_progress' as const } : r)),
      };
    }
    case 'ScoreEntered':
    case 'ScoreCorrected':
    case 'ScoresRecalculated':
    case 'QuotasAdjusted':
      return evolveScores(game, event, occurredAt, scoresOwned);
    case 'HoleAwardsSet':
      return { ...game, holeAwards: awardsAfterSet(game.holeAwards, event.data) };
    case 'WolfChoiceRecorded': {
      const { roundNumber, holeNumber, choice, partnerId } = event.data;
      const others = (game.wolfChoices ?? []).filter((c) => c.roundNumber !== roundNumber || c.holeNumber !== holeNumber);
      return { ...game, wolfChoices: [...others, { roundNumber, holeNumber, choice, partnerId }] };
    }
    case 'PressRecorded': {
      const { pressOf, startsAt } = event.data;
      return { ...game, recordedPresses: [...(game.recordedPresses ?? []), { pressOf, startsAt: { ...startsAt } }] };
    }
    case 'GameCodesRegenerated': {
      const { adminCode, playerCode, viewCode } = event.data;
      return { ...game, codes: { adminCode, playerCode, viewCode } };
    }
    default:
      return game;
  }
}

const parseGameEvent = eventParser(gameEvents);

/**
 * Applies one event of a game stream, read through its schema (upcast from the version it was
 * written with); unknown types leave the state as it is. The command side and the projector
 * both fold games with it.
 */
export function evolveGame(state: GameState, event: Pick<NewEvent, 'type' | 'data' | 'metadata'>): GameState {
  return evolveGameStep(state, event, false);
}

/** evolveGame, for a fold that owns the state's scores array (fold-game.ts). */
export function evolveGameStep(state: GameState, event: Pick<NewEvent, 'type' | 'data' | 'metadata'>, scoresOwned: boolean): GameState {
  const known = parseGameEvent(event);
  if (!known) return state;
  return evolveKnownGame(state, known, scoresOwned);
}

/** The game after an event already in the current version's shape and checked (or built so by a decider). */
function evolveKnownGame(state: GameState, known: GameEvent & { metadata: EventMetadata }, scoresOwned: boolean): GameState {
  const { occurredAt } = known.metadata;
  if (known.type === 'GameCreated') return { ...created(known, occurredAt), access: evolveAccessGrants([], known) };
  if (!isGame(state)) return state;
  if (known.type === 'GameDeleted') return { status: 'deleted', id: state.id };
  const next = evolveExisting(state, known, occurredAt, scoresOwned);
  // A review of the scores changes nothing anyone plays: it leaves updatedAt alone.
  if (known.type === 'ScoresRecalculated') return next;
  // Who may open the game is not a change of the game itself: it leaves updatedAt alone.
  const access = evolveAccessGrants(state.access, known);
  if (next === state) return access === state.access ? state : { ...state, access };
  // A game the event changed is a new object of evolveExisting's that no one else holds yet: it
  // takes the grants and the time itself rather than in two more copies (decision 0868).
  if (access !== state.access) next.access = access;
  next.updatedAt = occurredAt;
  return next;
}

const currentVersion = new Map(gameEvents.map((definition) => [definition.type, definition.version]));

/**
 * The state after events a decider is about to record, for deciders that check a later part of
 * a command against the earlier part's outcome. Timestamps are not needed there, so the game's
 * own updatedAt stands in for the command's time.
 */
export function foldDecided(state: GameState, events: readonly GameEvent[]): GameState {
  const at = decidedMetadata(state);
  return events.reduce((current, event) => evolveGame(current, { ...event, metadata: at(event) }), state);
}

/**
 * foldDecided for events a decider built itself, field by field, from values already checked
 * (a score's): their data is in the current version's shape by its type, so it is not parsed
 * again here. The command's append parses it before anything is stored (toNewEvents), and
 * the fold after the append folds that parse, so nothing this state shows is stored unparsed
 * (decision 0841). Events built from a request body's spread (a settings change) keep foldDecided.
 */
export function foldDecidedAsBuilt(state: GameState, events: readonly GameEvent[]): GameState {
  const at = decidedMetadata(state);
  return events.reduce((current, event) => evolveKnownGame(current, { ...event, metadata: at(event) }, false), state);
}

/** The metadata a decided event is folded with: the game's own updatedAt stands in for the command's time. */
function decidedMetadata(state: GameState): (event: GameEvent) => EventMetadata {
  const occurredAt = isGame(state) ? state.updatedAt : new Date(0).toISOString();
  const metadata = { userId: null, commandId: 'decided', correlationId: 'decided', causationId: null, occurredAt, client: null };
  return (event) => ({ ...metadata, schemaVersion: currentVersion.get(event.type) ?? 1 });
}
