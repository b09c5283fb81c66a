import type { LeaderboardBoardView, LeaderboardLine, ScorecardHole } from '../leaderboards/leaderboard-types.ts';
import type { PressLine } from '../leaderboards/press-lines.ts';
import { formatCents } from '../betting/payouts.ts';
import type { Moment } from './moment-types.ts';

/** A hole of a player's card, with where it is. */
interface PlayedHole {
  playerId: string;
  roundNumber: number;
  hole: ScorecardHole;
}

const playedHoles = (board: LeaderboardBoardView): PlayedHole[] =>
  board.entries.flatMap((entry) =>
    entry.scorecards.flatMap((card) =>
      card.holes
        .filter((hole) => hole.strokes !== null)
        .map((hole) => ({ playerId: entry.player.id, roundNumber: card.roundNumber, hole })),
    ),
  );

const holeId = (played: Pick<PlayedHole, 'playerId' | 'roundNumber'> & { holeNumber: number }) =>
  `${played.playerId}:${played.roundNumber}:${played.holeNumber}`;

/** The holes whose strokes differ from `before`'s: the scores this change entered or corrected. */
function changedHoles(before: LeaderboardBoardView, after: LeaderboardBoardView): PlayedHole[] {
  const earlier = new Map(
    playedHoles(before).map((played) => [holeId({ ...played, holeNumber: played.hole.holeNumber }), played.hole.strokes]),
  );
  return playedHoles(after).filter(
    (played) => earlier.get(holeId({ ...played, holeNumber: played.hole.holeNumber })) !== played.hole.strokes,
  );
}

/** The hole a change is about: the furthest one it scored (the group's latest hole). */
function latestOf(changed: readonly PlayedHole[]): { roundNumber: number | null; holeNumber: number | null } {
  const latest = [...changed].sort((a, b) => b.roundNumber - a.roundNumber || b.hole.holeNumber - a.hole.holeNumber)[0];
  return latest ? { roundNumber: latest.roundNumber, holeNumber: latest.hole.holeNumber } : { roundNumber: null, holeNumber: null };
}

/** Names joined as a golfer says them: "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const nameOf = (board: LeaderboardBoardView, playerId: string) =>
  board.entries.find((entry) => entry.player.id === playerId)?.player.name ?? 'A player';

/** What a line stands at, as the board shows it: points for points games, else against par. */
function standingText(board: LeaderboardBoardView, line: LeaderboardLine): string {
  if (board.gameType === 'dogfight' || board.gameType === 'skins') return `${line.totalPoints} pts`;
  return line.toPar === 'E' ? 'even' : line.toPar;
}

/**
 * The leaders of a board: every line (or team) in first place, by name; none until everyone has
 * a hole played, so the first scores of the day, entered one by one, announce nobody before the
 * last of them.
 */
function leadersOf(board: LeaderboardBoardView): { ids: string[]; names: string[] } {
  if (board.teams.length > 0) {
    if (board.teams.some((team) => !team.started)) return { ids: [], names: [] };
    const first = board.teams.filter((team) => team.position === 1);
    return { ids: first.map((team) => `team${team.teamNumber}`), names: first.map((team) => team.name) };
  }
  if (board.entries.some((entry) => !entry.started)) return { ids: [], names: [] };
  const first = board.entries.filter((entry) => entry.position === 1);
  return { ids: first.map((entry) => entry.player.id), names: first.map((entry) => entry.player.name) };
}

function leaderMoment(before: LeaderboardBoardView, after: LeaderboardBoardView, at: ReturnType<typeof latestOf>): Moment[] {
  if (after.gameType === 'match_play') return [];
  const was = leadersOf(before);
  const now = leadersOf(after);
  if (now.ids.length === 0 || now.ids.join() === was.ids.join()) return [];
  // Once everyone has a score the first lead is news when someone has it alone; a tie of pars is not.
  if (was.ids.length === 0 && now.ids.length > 1) return [];
  const lead = after.teams.length > 0 ? null : after.entries.find((entry) => entry.player.id === now.ids[0]);
  const where = at.holeNumber === null ? '' : ` after ${at.holeNumber}`;
  const standing = lead ? ` at ${standingText(after, lead)}` : '';
  const body =
    now.names.length > 1 ? `${namesText(now.names)} are tied for the lead${standing}${where}` : `${now.names[0]} leads${standing}${where}`;
  return [
    {
      key: `leader:${now.ids.join('+')}:${at.roundNumber ?? 0}:${at.holeNumber ?? 0}`,
      kind: 'leader',
      gameId: after.gameId,
      title: now.names.length > 1 ? 'Tied for the lead' : 'New leader',
      body,
      ...at,
    },
  ];
}

function matchMoments(before: LeaderboardBoardView, after: LeaderboardBoardView, at: ReturnType<typeof latestOf>): Moment[] {
  const moments: Moment[] = [];
  const previous = new Map(before.entries.map((entry) => [entry.player.id, entry.match]));
  const closed = after.entries.filter((entry) => entry.match?.outcome && !previous.get(entry.player.id)?.outcome);
  const winners = closed.filter((entry) => entry.match?.outcome === 'won');
  if (winners.length > 0) {
    const status = winners[0]!.match!.status;
    const names = winners.map((entry) => entry.player.name);
    moments.push({
      key: `match_closed:${winners.map((entry) => entry.player.id).join('+')}`,
      kind: 'match_closed',
      gameId: after.gameId,
      title: 'Match over',
      body: `${namesText(names)} ${names.length > 1 ? 'win' : 'wins'} ${status}`,
      ...at,
    });
  } else if (closed.some((entry) => entry.match?.outcome === 'halved')) {
    const halved = closed.filter((entry) => entry.match?.outcome === 'halved');
    moments.push({
      key: `match_closed:${halved.map((entry) => entry.player.id).join('+')}`,
      kind: 'match_closed',
      gameId: after.gameId,
      title: 'Match over',
      body: `${namesText(halved.map((entry) => entry.player.name))}: match halved`,
      ...at,
    });
  }
  const dormie = after.entries.filter((entry) => entry.match?.status === 'Dormie' && previous.get(entry.player.id)?.status !== 'Dormie');
  if (dormie.length > 0) {
    const up = dormie[0]!.match!.holesUp;
    moments.push({
      key: `dormie:${dormie.map((entry) => entry.player.id).join('+')}:${at.roundNumber ?? 0}`,
      kind: 'dormie',
      gameId: after.gameId,
      title: 'Dormie',
      body: `${namesText(dormie.map((entry) => entry.player.name))} ${dormie.length > 1 ? 'are' : 'is'} dormie: ${up} up with ${up} to play`,
      ...at,
    });
  }
  return moments;
}

function skinMoments(before: LeaderboardBoardView, after: LeaderboardBoardView, at: ReturnType<typeof latestOf>): Moment[] {
  const won = new Map(before.entries.map((entry) => [entry.player.id, entry.skins?.won ?? 0]));
  return after.entries.flatMap((entry): Moment[] => {
    const gained = (entry.skins?.won ?? 0) - (won.get(entry.player.id) ?? 0);
    if (gained < 2) return [];
    return [
      {
        key: `skin_won:${at.roundNumber ?? 0}:${at.holeNumber ?? 0}:${entry.player.id}`,
        kind: 'skin_won',
        gameId: after.gameId,
        title: 'Skins won',
        body: `${entry.player.name} wins ${gained} skins${at.holeNumber === null ? '' : ` on ${at.holeNumber}`} after the carry-over`,
        ...at,
      },
    ];
  });
}

function scoreMoments(after: LeaderboardBoardView, changed: readonly PlayedHole[]): Moment[] {
  return changed.flatMap((played): Moment[] => {
    const { hole } = played;
    const where = { roundNumber: played.roundNumber, holeNumber: hole.holeNumber };
    const name = nameOf(after, played.playerId);
    const id = holeId({ ...played, holeNumber: hole.holeNumber });
    if (hole.strokes === 1) {
      return [
        {
          key: `hole_in_one:${id}`,
          kind: 'hole_in_one',
          gameId: after.gameId,
          title: 'Hole-in-one!',
          body: `${name} has a hole-in-one on ${hole.holeNumber}`,
          ...where,
        },
      ];
    }
    if (hole.strokes !== null && hole.strokes <= hole.par - 2) {
      const word = hole.strokes <= hole.par - 3 ? 'an albatross' : 'an eagle';
      return [
        {
          key: `eagle:${id}`,
          kind: 'eagle',
          gameId: after.gameId,
          title: 'Eagle',
          body: `${name} makes ${word} on ${hole.holeNumber}`,
          ...where,
        },
      ];
    }
    return [];
  });
}

function roundMoments(before: LeaderboardBoardView, after: LeaderboardBoardView): Moment[] {
  const was = new Map(before.rounds.map((round) => [round.roundNumber, round.state]));
  return after.rounds
    .filter((round) => round.state === 'completed' && was.get(round.roundNumber) !== 'completed')
    .map((round) => {
      const top = after.entries.filter((entry) => entry.started).slice(0, 3);
      const final = after.rounds.every((r) => r.state === 'completed');
      return {
        key: `round_finished:${round.roundNumber}`,
        kind: 'round_finished' as const,
        gameId: after.gameId,
        title: final ? `${after.gameName}: final` : `Round ${round.roundNumber} finished`,
        body: top.map((entry) => `${entry.position}. ${entry.player.name} ${standingText(after, entry)}`).join(', '),
        roundNumber: round.roundNumber,
        holeNumber: null,
      };
    });
}

const BET_NAMES = { front_9: 'Front 9', back_9: 'Back 9', overall_18: 'Overall' } as const;

function nassauMoments(before: LeaderboardBoardView, after: LeaderboardBoardView, at: ReturnType<typeof latestOf>): Moment[] {
  const settled = new Set(before.nassau.filter((line) => line.complete).map((line) => line.betType));
  return after.nassau
    .filter((line) => line.complete && !settled.has(line.betType))
    .map((line) => {
      const names = namesText(line.winners.map((id) => nameOf(after, id)));
      const bet = BET_NAMES[line.betType];
      return {
        key: `nassau_settled:${line.betType}`,
        kind: 'nassau_settled' as const,
        gameId: after.gameId,
        title: `${bet} settled`,
        body: line.tied
          ? `${bet} Nassau tied: ${names} split it`
          : `${names} ${line.winners.length > 1 ? 'win' : 'wins'} the ${bet} Nassau`,
        ...at,
      };
    });
}

const HOLES_OF_BET = (id: string) => BET_NAMES[id.split('@')[0] as keyof typeof BET_NAMES] ?? 'Nassau';

/** A press opened (docs/golf-rules.md section 11): automatic, or called by the side that is down; once per press. */
function pressMoments(before: PressBoard, after: PressBoard & LeaderboardBoardView, at: ReturnType<typeof latestOf>): Moment[] {
  const known = new Set((before.presses ?? []).map((press) => press.id));
  return (after.presses ?? [])
    .filter((press) => !known.has(press.id))
    .map((press) => {
      const stake = press.stakeCents > 0 ? ` for ${formatCents(press.stakeCents)}` : '';
      const pressed = press.pressOf.includes('@') ? `the ${HOLES_OF_BET(press.pressOf)} press` : `the ${HOLES_OF_BET(press.pressOf)}`;
      return {
        key: `press_opened:${press.id}`,
        kind: 'press_opened' as const,
        gameId: after.gameId,
        title: press.automatic ? 'Automatic press' : 'Press!',
        body: `A press of ${pressed} from hole ${press.holes.from} to ${press.holes.to}${stake}`,
        ...at,
      };
    });
}

/** A board as stored with its side games (`withSideGames`): the presses a moment looks at. */
type PressBoard = { presses?: readonly PressLine[] };

/**
 * The moments between two versions of a game's overall board (the one `gameLeaderboards` derives
 * from the game's events): a new leader or leaders tied, a match closed out or dormie, skins won
 * after a carry-over, a hole-in-one or an eagle, a round finished with its top three, a Nassau
 * bet settled, a press opened. A change that moves none of these (a score that changes nothing) gives none.
 */
export function boardMoments(before: LeaderboardBoardView & PressBoard, after: LeaderboardBoardView & PressBoard): Moment[] {
  const changed = changedHoles(before, after);
  const at = latestOf(changed);
  return [
    ...leaderMoment(before, after, at),
    ...matchMoments(before, after, at),
    ...skinMoments(before, after, at),
    ...scoreMoments(after, changed),
    ...roundMoments(before, after),
    ...nassauMoments(before, after, at),
    ...pressMoments(before, after, at),
  ];
}
