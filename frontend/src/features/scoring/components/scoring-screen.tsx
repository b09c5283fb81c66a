import type { GameView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeftIcon } from '../../../components/icons/arrow-left-icon.tsx';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { useRoundLeaderboard } from '../api/get-round-leaderboard.ts';
import { scoringKeys } from '../api/scoring-keys.ts';
import { useAutoSave } from '../hooks/use-auto-save.ts';
import { useSavePending } from '../hooks/use-save-pending.ts';
import { useSettleRefusal } from '../hooks/use-settle-refusal.ts';
import { useFactsOn } from '../hooks/use-facts-on.ts';
import { factsWantedBy } from '../model/facts-wanted.ts';
import { useSubmitHole } from '../hooks/use-submit-hole.ts';
import { holeButtonLabel } from '../model/hole-button-label.ts';
import type { FactsDraft } from '../model/hole-facts-entry.ts';
import { enterFor, hasInvalidEntry, initialEntries, scoresToSave, type Entries } from '../model/hole-entries.ts';
import { invalidScoresToast } from '../model/invalid-scores.ts';
import { otherPhonesOf, phoneText } from '../model/other-phones.ts';
import { ownCard, ownCurrentHole } from '../model/own-card.ts';
import { savedKey, type ScoringPlayer, type ScoringRound } from '../model/scoring-round.ts';
import { matchOver } from '../model/match-over.ts';
import type { ScoreToSave } from '../model/score-save.ts';
import { holeSyncMarks, refusedItems, waitingCount, type QueuedScoreItem } from '../model/sync-queue.ts';
import { teamGroups } from '../model/team-groups.ts';
import { useCupTeamNames } from '../api/get-cup-team-names.ts';
import { HoleAwardsPanel } from './hole-awards-panel.tsx';
import { HoleHeader } from './hole-header.tsx';
import { HolePicker } from './hole-picker.tsx';
import { MatchOverNote } from './match-over-note.tsx';
import { OtherPhoneRow } from './other-phone-row.tsx';
import { PlayerScoreRow } from './player-score-row.tsx';
import { RecordedScoreRow } from './recorded-score-row.tsx';
import { SavingOverlay } from './saving-overlay.tsx';
import { SideGamePanel } from './side-game-panel.tsx';
import { SyncProblems } from './sync-problems.tsx';
import { SyncStatus } from './sync-status.tsx';
import { TeamHeading } from './team-heading.tsx';

type ScoringScreenProps = {
  /** The game, with play moved on by any queued (not yet sent) Next Hole. */
  game: GameView;
  /** The round, with queued saves counted as recorded. */
  round: ScoringRound;
  /** The game's saves in the phone's queue. */
  queue: readonly QueuedScoreItem[];
  /** How a row's scores are sent (a foursomes side's as one of its partners'); as they are by default. */
  toSend?: (scores: readonly ScoreToSave[]) => ScoreToSave[];
};

const asTheyAre = (scores: readonly ScoreToSave[]) => [...scores];

/**
 * Hole-by-hole entry for the round in play (spec 2, Scoring). An admin enters every player's
 * scores and moves the game's play; a player (or a group's scorer) enters those of their own
 * players and moves through the holes on this phone only, the others' scores shown as recorded.
 */
export function ScoringScreen({ game, round: whole, queue, toSend = asTheyAre }: ScoringScreenProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const movesPlay = game.accessLevel === 'admin';
  const round = movesPlay ? whole : ownCard(whole, game.myPlayerIds);
  const editable = new Set(round.players.map(({ player }) => player.id));
  // Players whose own phone scores them: no box here, nothing saved for them unless entered on purpose (decision 0700).
  const otherPhones = otherPhonesOf(game);
  const currentHole = movesPlay ? Math.min(game.currentHole, round.holeCount) : ownCurrentHole(round);
  const [editing, setEditing] = useState<number | null>(null);
  const shownHole = editing !== null && editing < currentHole ? editing : currentHole;
  // What the player typed belongs to one hole: opening another hole (or the next) starts from what is recorded.
  const holeKey = `${round.roundNumber}:${shownHole}`;
  const [draft, setDraft] = useState<{ holeKey: string; entries: Entries } | null>(null);
  const typed = draft?.holeKey === holeKey ? draft.entries : {};
  const entries: Entries = { ...initialEntries(round, shownHole, new Set(otherPhones.keys())), ...typed };
  const pending = toSend(scoresToSave(round, shownHole, entries, 'whole-hole-if-touched'));

  /** Forget what was typed for a player on the hole shown: it shows what is recorded again. */
  const dropTyped = (playerId: string) => {
    const { [playerId]: _dropped, ...rest } = typed;
    setDraft({ holeKey, entries: rest });
  };
  const submit = useSubmitHole(
    game,
    round.holeCount,
    { movesPlay, currentHole },
    { onScoreUpdated: () => setEditing(null), onConflict: dropTyped },
  );
  const { savePendingThen: saveThen, busy: savingPending } = useSavePending(game.id);
  const settle = useSettleRefusal(game.id);
  useAutoSave(game.id, pending);
  // The round's board: team totals, a match's state, and the side games (Wolf's choices, presses) every phone is shown.
  const board = useRoundLeaderboard(game.id, round.roundNumber).data;
  // A cup match's sides go by the cup's team names.
  const cupTeamNames = useCupTeamNames(game.tripId, board?.cupMatch !== undefined);
  const groups = teamGroups(game.gameType, whole.players, cupTeamNames);
  const teams = board?.teams ?? [];
  const over = matchOver(board, round.holeCount);
  const marks = holeSyncMarks(queue, round.roundNumber);

  const setStrokes = (playerId: string, strokes: number) =>
    setDraft({ holeKey, entries: { ...typed, [playerId]: { ...entries[playerId], strokes, touched: true } } });
  const [factsSwitch, setFactsOn] = useFactsOn();
  // Junk, Bingo Bango Bongo and the snake read the facts: the game's side games turn the row on (decision 0812).
  const wanted = factsWantedBy(board);
  const factsOn = factsSwitch || wanted.on;
  const factsShown = (playerId: string): FactsDraft =>
    entries[playerId]?.facts ??
    round.savedFacts?.get(savedKey(playerId, shownHole)) ??
    whole.savedFacts?.get(savedKey(playerId, shownHole)) ??
    {};
  const setFacts = (playerId: string, facts: FactsDraft) => {
    const entry = entries[playerId];
    if (entry) setDraft({ holeKey, entries: { ...typed, [playerId]: { ...entry, facts, touched: true } } });
  };
  const startEnteringFor = (playerId: string) =>
    setDraft({ holeKey, entries: { ...typed, [playerId]: enterFor(round, shownHole, playerId) } });

  /** A hole holding a 0 is neither saved nor left: the player is told who, and the box keeps its 0 until fixed. */
  const refuseInvalid = () => {
    if (!hasInvalidEntry(entries)) return false;
    toast({ ...invalidScoresToast(round, entries), variant: 'destructive' });
    return true;
  };

  /** Leaving the hole shown (Back, the leaderboard, another hole) saves what was typed first. */
  const savePendingThen = (then: () => void) => (refuseInvalid() ? undefined : saveThen(pending, then));

  const onSave = () => {
    if (refuseInvalid()) return;
    submit.submit({ holeNumber: shownHole, scores: toSend(scoresToSave(round, shownHole, entries, 'all')) });
  };

  const row = (member: ScoringPlayer) => {
    const { id } = member.player;
    const entry = entries[id];
    if (editable.has(id) && otherPhones.has(id) && !entry) {
      return (
        <OtherPhoneRow
          key={id}
          member={member}
          holeNumber={shownHole}
          strokes={whole.saved.get(savedKey(id, shownHole)) ?? null}
          phoneOf={otherPhones.get(id) ?? null}
          onEnterFor={() => startEnteringFor(id)}
        />
      );
    }
    return editable.has(id) ? (
      <PlayerScoreRow
        key={id}
        member={member}
        holeNumber={shownHole}
        strokes={entry?.strokes ?? 4}
        onChange={(strokes) => setStrokes(id, strokes)}
        forOtherPhone={entry?.onBehalf ? { phone: phoneText(otherPhones.get(id) ?? null), onLeave: () => dropTyped(id) } : undefined}
        facts={factsOn ? { value: factsShown(id), onChange: (facts) => setFacts(id, facts), polie: wanted.polie } : undefined}
      />
    ) : (
      <RecordedScoreRow
        key={member.player.id}
        member={member}
        holeNumber={shownHole}
        strokes={whole.saved.get(savedKey(member.player.id, shownHole)) ?? null}
      />
    );
  };
  const isEditing = shownHole < currentHole;
  const lastHole = !isEditing && shownHole === round.holeCount;

  return (
    <div className="scoring">
      <header className="scoring-bar">
        <Button variant="ghost" size="icon" aria-label="Back" onClick={() => void savePendingThen(() => navigate('/'))}>
          <ArrowLeftIcon />
        </Button>
        <p className="scoring-bar__title">{game.name}</p>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Leaderboard"
          onClick={() => void savePendingThen(() => navigate(`/game/${game.id}/leaderboard`))}
        >
          <TrophyIcon />
        </Button>
      </header>
      <SyncStatus waiting={waitingCount(queue)} refused={refusedItems(queue).length} />
      <HolePicker
        holeCount={round.holeCount}
        currentHole={currentHole}
        shownHole={shownHole}
        marks={marks}
        onPick={(hole) =>
          hole !== shownHole &&
          void savePendingThen(() => {
            setEditing(hole < currentHole ? hole : null);
            // What the other phones recorded there since this screen last read the scores.
            void queryClient.invalidateQueries({ queryKey: scoringKeys.roundScores(game.id, round.roundNumber) });
          })
        }
      />
      <HoleHeader
        holeNumber={shownHole}
        hole={round.headerHoles.get(shownHole)}
        roundNumber={round.roundNumber}
        numberOfRounds={game.numberOfRounds}
        editingFrom={isEditing ? currentHole : null}
        syncMark={marks.get(shownHole)}
        onReturn={() => setEditing(null)}
      />
      <label className="facts-switch">
        <input type="checkbox" checked={factsOn} disabled={wanted.on} onChange={(event) => setFactsOn(event.target.checked)} />
        <span>{wanted.on ? 'Putts, fairways and more: the side games need them' : 'Putts, fairways and more'}</span>
      </label>
      {over ? <MatchOverNote game={game} over={over} admin={movesPlay} /> : null}
      <SideGamePanel
        game={game}
        board={board}
        roundNumber={round.roundNumber}
        holeNumber={shownHole}
        holeScored={whole.players.some(({ player }) => whole.saved.has(savedKey(player.id, shownHole)))}
      />
      <SyncProblems
        items={refusedItems(queue)}
        players={game.players}
        currentRound={round.roundNumber}
        onKeepTheirs={(item) => {
          settle.keepTheirs(item);
          if (item.score.roundNumber === round.roundNumber && item.score.holeNumber === shownHole) dropTyped(item.score.playerId);
        }}
        onSendMine={settle.sendMine}
        onDiscard={settle.discard}
        onTryAgain={settle.tryAgain}
      />
      {groups ? (
        groups.map((group) => (
          <section key={group.name} className="score-team" aria-label={group.name}>
            <TeamHeading
              name={group.name}
              gameType={game.gameType}
              points={teams.find((t) => t.teamNumber === group.teamNumber)?.totalPoints ?? null}
            />
            <ul className="score-list">{group.members.map(row)}</ul>
          </section>
        ))
      ) : (
        <ul className="score-list">{whole.players.map(row)}</ul>
      )}
      {factsOn && editable.size > 0 ? (
        <HoleAwardsPanel
          game={game}
          board={board}
          roundNumber={round.roundNumber}
          holeNumber={shownHole}
          par={round.headerHoles.get(shownHole)?.par}
        />
      ) : null}
      <div className="scoring-actions">
        {lastHole ? (
          <p className="scoring-actions__note">
            {!movesPlay
              ? `Saving hole ${shownHole} completes your card for round ${round.roundNumber}.`
              : round.roundNumber < game.numberOfRounds
                ? `Saving hole ${shownHole} ends round ${round.roundNumber} and opens its summary.`
                : `Saving hole ${shownHole} completes the game.`}
          </p>
        ) : null}
        <Button size="lg" block onClick={onSave}>
          {holeButtonLabel({
            movesPlay,
            shownHole,
            currentHole,
            holeCount: round.holeCount,
            roundNumber: round.roundNumber,
            numberOfRounds: game.numberOfRounds,
          })}
        </Button>
      </div>
      {submit.busy || savingPending ? <SavingOverlay /> : null}
    </div>
  );
}
