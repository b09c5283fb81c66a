import { expect } from 'vitest';
import type { TestApi } from '../../../../testing/test-api.ts';
import { invitationToken } from '../../games/invitations/invitation-token.ts';

/** A registered user of the matrix. */
export interface Person {
  token: string;
  user: { id: string; email: string };
}

/**
 * The signed-in callers; the super admin registers with an address of SUPER_ADMIN_EMAILS, and
 * makes the platform admin one (isAdmin, not super admin). `target` calls nothing: the admin
 * rows edit and promote them.
 */
export interface People {
  creator: Person;
  admin: Person;
  player: Person;
  viewer: Person;
  stranger: Person;
  superAdmin: Person;
  platformAdmin: Person;
  target: Person;
}

export interface WorldCourse {
  id: string;
  white: string;
  /** A tee no round plays from. */
  spare: string;
}

/**
 * A game in progress on the creator's course, players A, B and C (D too in best ball): round 1
 * started with A's and B's hole 1 scored, round 2 on the same course with its tees. The admin
 * and the viewer hold e-mail shares (the viewer's invitation link is `viewerInvitation`), the player joined with the player code tied to A, and a
 * spectator holds a guest token.
 */
/**
 * The games a world can be: a quota dogfight; best ball with four players; best ball with Wolf on
 * it (player A is the wolf on hole 1, B on hole 2); singles match play with a Nassau pressed by hand.
 */
export type WorldFormat = 'dogfight' | 'best_ball' | 'wolf' | 'presses';

const WORLD_SETTINGS: Record<WorldFormat, Record<string, unknown>> = {
  dogfight: { gameType: 'dogfight', scoringType: 'quota' },
  best_ball: { gameType: 'best_ball', scoringType: 'net' },
  wolf: { gameType: 'best_ball', scoringType: 'net', sideGames: { wolf: { pointValue: 1 } } },
  presses: {
    gameType: 'match_play',
    scoringType: 'net',
    sideGames: { nassau: { front_9: 5, back_9: 5, overall_18: 5, presses: 'manual' } },
  },
};

const WORLD_PLAYERS: Record<WorldFormat, string[]> = {
  dogfight: ['Ann', 'Ben', 'Cat'],
  best_ball: ['Ann', 'Ben', 'Cat', 'Dan'],
  wolf: ['Ann', 'Ben', 'Cat', 'Dan'],
  presses: ['Ann', 'Ben'],
};

export interface GameWorld {
  gameId: string;
  playerIds: string[];
  scoreIds: { A: string; B: string };
  viewerShareId: string;
  /** The key of the viewer's e-mail invitation link (their share is their account's). */
  viewerInvitation: string;
  codes: { adminCode: string; playerCode: string; viewCode: string };
  guestToken: string;
  position: string;
}

/**
 * A trip of the creator's (its organizer) with the admin as a second organizer, the player as a
 * member and the creator's course as a venue, and its cup: Red the creator, Blue the player and
 * the admin (its captain). The viewer and the stranger are not members.
 */
export interface TripWorld {
  tripId: string;
  courseId: string;
}

export class WorldBuilder {
  private count = 0;
  private last = 0n;

  private readonly api: TestApi;
  readonly people: People;
  constructor(api: TestApi, people: People) {
    this.api = api;
    this.people = people;
  }

  /** The newest position any setup call answered: cells read after it. */
  get position(): string {
    return this.last.toString();
  }

  /** A setup call that must succeed; `readYourWrites` when it reads what earlier calls wrote from the read side. */
  private async ok(
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    token: string | undefined,
    body?: unknown,
    readYourWrites = false,
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = readYourWrites ? { 'x-min-position': this.position } : {};
    const response = await this.api.call(method, url, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }), headers });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    const answer = response.json() as Record<string, unknown>;
    if (typeof answer.position === 'string' && BigInt(answer.position) > this.last) this.last = BigInt(answer.position);
    return answer;
  }

  /** A course of the creator's with a white tee and a spare one. */
  async course(): Promise<WorldCourse> {
    this.count += 1;
    const token = this.people.creator.token;
    const course = await this.ok('POST', '/api/courses', token, { name: `Matrix Course ${this.count}`, location: 'Testville', holes: 18 });
    const id = (course.course as { id: string }).id;
    const tee = (name: string) => ({
      name,
      color: 'white',
      rating: 71.2,
      slope: 125,
      holes: Array.from({ length: 18 }, (_, index) => ({ holeNumber: index + 1, par: 4, handicap: index + 1, yardage: 380 })),
    });
    const white = ((await this.ok('POST', `/api/courses/${id}/tees`, token, tee('White'))).teeSet as { id: string }).id;
    const spare = ((await this.ok('POST', `/api/courses/${id}/tees`, token, tee('Spare'))).teeSet as { id: string }).id;
    return { id, white, spare };
  }

  /**
   * A game world on `course`: a quota dogfight, or best ball with four players (teams); `setup`
   * stops before round 1 starts (no scores then).
   */
  async game(course: WorldCourse, format: WorldFormat = 'dogfight', setup = false): Promise<GameWorld> {
    const { creator, admin, viewer, player } = this.people;
    const token = creator.token;
    const settings = WORLD_SETTINGS[format];
    const created = await this.ok('POST', '/api/games', token, {
      name: 'Matrix Game',
      numberOfRounds: 2,
      targetPlayerCount: 4,
      ...settings,
    });
    const gameId = created.id as string;
    const codes = created.game as GameWorld['codes'];
    const names = WORLD_PLAYERS[format];
    const playerIds: string[] = [];
    for (const name of names)
      playerIds.push(((await this.ok('POST', `/api/games/${gameId}/players`, token, { name, handicap: 10 })).player as { id: string }).id);
    for (const roundNumber of [1, 2]) {
      await this.ok('POST', `/api/games/${gameId}/rounds`, token, { roundNumber, courseId: course.id }, true);
      await this.ok('POST', `/api/games/${gameId}/calculate-course-handicaps`, token, { roundNumber, teeSetId: course.white });
    }
    const scoreOf = async (playerId: string, strokes = 4) =>
      (
        (await this.ok('POST', `/api/games/${gameId}/scores`, token, { playerId, roundNumber: 1, holeNumber: 1, strokes })).score as {
          id: string;
        }
      ).id;
    if (!setup) await this.ok('POST', `/api/games/${gameId}/rounds/1/start`, token);
    // In the presses world player A loses hole 1, so A's side is the one down and may press.
    const scoreIds = setup
      ? { A: '', B: '' }
      : { A: await scoreOf(playerIds[0]!, format === 'presses' ? 5 : 4), B: await scoreOf(playerIds[1]!) };
    await this.ok('POST', `/api/games/${gameId}/share-with-user`, token, { email: admin.user.email, accessLevel: 'admin' });
    const viewerShare = await this.ok('POST', `/api/games/${gameId}/share-with-user`, token, {
      email: viewer.user.email,
      accessLevel: 'viewer',
    });
    await this.ok('POST', `/api/games/${gameId}/join`, player.token, { code: codes.playerCode, playerId: playerIds[0] });
    const guest = await this.ok('POST', `/api/games/${gameId}/join`, undefined, { code: codes.viewCode }, true);
    return {
      gameId,
      playerIds,
      scoreIds,
      viewerShareId: (viewerShare.share as { id: string }).id,
      viewerInvitation: invitationToken(this.api.config.JWT_SECRET, gameId, (viewerShare.share as { id: string }).id),
      codes,
      guestToken: guest.guestToken as string,
      position: this.position,
    };
  }

  /**
   * Round 1 of the world played to its last hole by every player (quotas can then be adjusted),
   * the creator entering A's card for the player's phone on purpose (decision 0700).
   */
  async finishRoundOne(world: GameWorld): Promise<void> {
    for (const playerId of world.playerIds) {
      for (let holeNumber = 1; holeNumber <= 18; holeNumber += 1) {
        await this.ok('POST', `/api/games/${world.gameId}/scores`, this.people.creator.token, {
          playerId,
          roundNumber: 1,
          holeNumber,
          strokes: 4,
          onBehalf: true,
        });
      }
    }
    world.position = this.position;
  }

  /** A trip world on `course` (see TripWorld). */
  async trip(course: WorldCourse): Promise<TripWorld> {
    const { creator, admin, player } = this.people;
    const token = creator.token;
    const trip = await this.ok('POST', '/api/trips', token, { name: 'Matrix Trip', location: 'Testville' });
    const tripId = (trip.trip as { id: string }).id;
    await this.ok('POST', `/api/trips/${tripId}/members`, token, { userId: admin.user.id, role: 'organizer' });
    await this.ok('POST', `/api/trips/${tripId}/members`, token, { userId: player.user.id, role: 'member' });
    await this.ok('POST', `/api/trips/${tripId}/courses`, token, { courseId: course.id });
    await this.ok('PUT', `/api/trips/${tripId}/cup`, token, {
      teams: [
        { name: 'Red', color: '#c0392b', userIds: [creator.user.id] },
        { name: 'Blue', color: '#2c5aa0', userIds: [admin.user.id, player.user.id] },
      ],
      holder: null,
    });
    return { tripId, courseId: course.id };
  }
}
