import type { GameWorld, People, TripWorld, WorldCourse, WorldFormat } from './access-world.ts';
import type { Caller } from './matrix-doc.ts';

/** What a cell's call may use: the caller, the world it runs in, and a suffix unique to the cell. */
export interface CellContext {
  caller: Caller;
  world: GameWorld;
  course: WorldCourse;
  people: People;
  unique: string;
  /** A course-import job the creator started. */
  creatorJobId: string;
  /** The spreadsheet template, an example course in it. */
  template: Buffer;
  /** The row's trip (rows with `trip`); null otherwise. */
  trip: TripWorld | null;
  /** A global course: every organizer may make it a venue of their trip. */
  globalCourseId: string;
}

export interface CellRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  /** A file upload, sent as multipart/form-data. */
  file?: Buffer;
  /** A Server-Sent Events stream: called over real HTTP and closed once its status is known. */
  stream?: boolean;
  /**
   * Sent with a session of its own: the caller signs in again for this cell, since a caller let
   * through ends the session it sends (sign-out), and the other rows need theirs.
   */
  ownSession?: boolean;
}

export interface RouteCall {
  request(cell: CellContext): CellRequest;
  /**
   * The world a row runs in: a quota dogfight in progress by default; best ball (teams); best
   * ball playing Wolf; match play with a Nassau pressed by hand; a dogfight with round 1 finished
   * (quota adjustment); one still in setup (removing a player).
   */
  world?: 'best_ball' | 'wolf' | 'presses' | 'round_one_finished' | 'setup';
  /** A caller let through changes what the other cells rely on: each gets a world (or course, or trip) of its own. */
  fresh?: 'game' | 'course' | 'trip';
  /** The row acts on a trip (see TripWorld). */
  trip?: boolean;
}

/** A suffix naming what one cell creates, unique to the cell. */
export const slug = (cell: CellContext) => `${cell.caller.replace(/\s/g, '-')}-${cell.unique}`;

/** The game a row's world is played as (see RouteCall's `world`). */
export const worldFormat = (world: RouteCall['world']): WorldFormat =>
  world === 'best_ball' || world === 'wolf' || world === 'presses' ? world : 'dogfight';
