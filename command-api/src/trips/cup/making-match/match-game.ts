import type { GameCodes, GameEvent, GameState, TeeSetData } from '@golf/events';
import { courseHandicap, formatName, GolfRuleError, teePar, type CupFormat } from '@golf/golf';
import { BadRequestError, ConflictError } from '../../../commands/domain-error.ts';

/** A player of a match as its game records them: a trip member with their account and Handicap Index. */
export interface MatchPlayer {
  playerId: string;
  userId: string;
  name: string;
  /** The index the game works their course handicap from (the app's when they chose it), −10 … 54. */
  handicapIndex: number;
}

/** The game a cup match is played as: set up whole, ready to score. */
export interface SetUpMatchGame {
  gameId: string;
  actorId: string;
  tripId: string;
  codes: GameCodes;
  match: { matchId: string; session: number; format: CupFormat; points: number };
  /** Team 0's side, then team 1's. */
  sides: [MatchPlayer[], MatchPlayer[]];
  course: { courseId: string; holes: 9 | 18; tee: TeeSetData };
}

/** "Session 1 four-ball: Ann & Ben v Cy & Di", by first names, at most 100 characters. */
export function matchGameName(session: number, format: CupFormat, sides: readonly (readonly { name: string }[])[]): string {
  const side = (players: readonly { name: string }[]) => players.map((p) => p.name.split(' ')[0]).join(' & ');
  return `Session ${session} ${formatName(format)}: ${side(sides[0]!)} v ${side(sides[1]!)}`.slice(0, 100);
}

/**
 * The events that set up a cup match's game (decision 0825): a net match play game of the
 * trip with one round, its players (each their account's player, with player access), the sides
 * as teams 1 and 2 in four-ball and foursomes, the round on the match's course with everyone on
 * its tee and their course handicaps worked out (WHS, full allowance: the format's allowance is
 * the match's to apply), confirmed and started, so the players score it from their phones.
 */
export function decideSetUpMatchGame(command: SetUpMatchGame, state: GameState): GameEvent[] {
  if (state.status !== 'absent') throw new ConflictError('This game already exists');
  const { gameId, match, sides, course } = command;
  const players = sides.flat();
  const pairs = match.format !== 'singles';
  const pars = course.tee.holes.map((hole) => hole.par);
  const handicaps = players.map((player) => {
    try {
      const ch = courseHandicap({
        handicapIndex: player.handicapIndex,
        holeCount: course.holes,
        slopeRating: course.tee.slope,
        courseRating: course.tee.rating,
        par: teePar(pars, course.holes),
        useEightyPercent: false,
      });
      return { playerId: player.playerId, teeSetId: course.tee.teeSetId, handicapIndex: player.handicapIndex, courseHandicap: ch };
    } catch (error) {
      if (error instanceof GolfRuleError) throw new BadRequestError(`${player.name}: ${error.message}`);
      throw error;
    }
  });
  const teamOf = (player: MatchPlayer) => (sides[0].includes(player) ? 1 : 2);
  return [
    {
      type: 'GameCreated',
      data: {
        gameId,
        name: matchGameName(match.session, match.format, sides),
        gameType: 'match_play',
        scoringType: 'net',
        numberOfRounds: 1,
        targetPlayerCount: players.length,
        pointsSystem: { win: 1, tie: 0, loss: 0 },
        tripId: command.tripId,
        isNassau: false,
        useEightyPercentHandicap: false,
        payouts: [],
        cup: { matchId: match.matchId, session: match.session, format: match.format, points: match.points },
        ...command.codes,
        createdBy: command.actorId,
      },
    },
    ...players.flatMap((player): GameEvent[] => {
      const added: GameEvent = {
        type: 'PlayerAdded',
        data: {
          gameId,
          playerId: player.playerId,
          name: player.name,
          handicap: player.handicapIndex,
          ghinId: null,
          userId: player.userId,
          teamNumber: pairs ? teamOf(player) : null,
        },
      };
      if (player.userId === command.actorId) return [added];
      const access: GameEvent = {
        type: 'AccessGranted',
        data: {
          gameId,
          grantId: player.playerId,
          userId: player.userId,
          level: 'player',
          via: 'player_account',
          playerIds: [player.playerId],
        },
      };
      return [added, access];
    }),
    ...(pairs
      ? [
          {
            type: 'TeamsAssigned',
            data: {
              gameId,
              teamCount: 2,
              teamSize: 2,
              assignments: players.map((player) => ({ playerId: player.playerId, teamNumber: teamOf(player) })),
            },
          } satisfies GameEvent,
        ]
      : []),
    { type: 'RoundCourseChosen', data: { gameId, roundNumber: 1, courseId: course.courseId, courseHoles: course.holes } },
    { type: 'CourseHandicapsCalculated', data: { gameId, roundNumber: 1, useEightyPercent: false, players: handicaps } },
    { type: 'RoundConfirmed', data: { gameId, roundNumber: 1 } },
    { type: 'RoundStarted', data: { gameId, roundNumber: 1 } },
    { type: 'GameStatusChanged', data: { gameId, from: 'setup', status: 'in_progress' } },
  ];
}
