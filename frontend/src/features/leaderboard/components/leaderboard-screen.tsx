import type { LeaderboardView } from '@golf/contracts';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../../components/layout/back-link.tsx';
import { PlayIcon } from '../../../components/icons/play-icon.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useGameAccessLevel } from '../api/get-game-access.ts';
import { useRoundLeaderboard } from '../api/get-round-leaderboard.ts';
import { OVERALL, roundOf, roundOptions } from '../model/round-options.ts';
import { GameSummaryCard } from './game-summary-card.tsx';
import { LeaderboardBody } from './leaderboard-body.tsx';
import { LeaderboardHeader } from './leaderboard-header.tsx';
import { PayoutsCard } from './payouts-card.tsx';
import { RoundTabLabel } from './round-tab-label.tsx';

type LeaderboardScreenProps = {
  overall: LeaderboardView;
  /** What only the game's admins get beside the back link (the route's share button: this feature does not know the games feature). */
  adminTools?: ((view: LeaderboardView) => ReactNode) | undefined;
  /** What everyone who sees the board gets beside the back link (the route's "Notify me"). */
  followTools?: ((view: LeaderboardView) => ReactNode) | undefined;
};

/** The leaderboard (spec 2): header, round selector, standings, and for a finished game payouts and a summary. */
export function LeaderboardScreen({ overall, adminTools, followTools }: LeaderboardScreenProps) {
  const options = roundOptions(overall);
  // A tapped notification opens the board at its moment: `?round=` its round's tab, `?hole=` named below.
  const [search] = useSearchParams();
  const focus = focusOf(search, options);
  const [selected, setSelected] = useState(focus.tab);
  const roundNumber = options ? roundOf(selected) : null;
  const round = useRoundLeaderboard(overall.gameId, roundNumber);
  const shown = roundNumber === null ? overall : round.data;
  // Scoring is for admins and players; a viewer (or a spectator) only watches.
  const level = useGameAccessLevel(overall.gameId);
  const scores = level === 'admin' || level === 'player';
  const nameOf = (playerId: string) => overall.entries.find((e) => e.player.id === playerId)?.player.name ?? 'A removed player';

  const standings =
    roundNumber !== null && round.isPending ? (
      <div className="lb-loading">
        <Spinner size={28} label="Loading the round" />
      </div>
    ) : shown ? (
      <LeaderboardBody view={shown} />
    ) : (
      <p className="lb-error" role="alert">
        Round {roundNumber} could not be loaded.
      </p>
    );

  return (
    <div className="leaderboard">
      <div className="lb-topbar">
        <BackLink to="/">Home</BackLink>
        <div className="lb-topbar__tools">
          {followTools ? followTools(overall) : null}
          {level === 'admin' && adminTools ? adminTools(overall) : null}
        </div>
      </div>
      <LeaderboardHeader view={shown ?? overall} numberOfRounds={overall.rounds.length} />
      {focus.hole !== null ? (
        <p className="lb-focus" role="status">
          From your notification: hole {focus.hole}
          {focus.round !== null && options ? `, round ${focus.round}` : ''}
        </p>
      ) : null}
      {options ? (
        <Tabs
          label="Round"
          value={selected}
          onValueChange={setSelected}
          items={options.map((option) => ({ value: option.value, label: <RoundTabLabel option={option} />, content: standings }))}
        />
      ) : (
        standings
      )}
      {overall.status === 'in_progress' && scores ? (
        <Link to={`/game/${overall.gameId}/scoring`} className={buttonClass('primary', 'lg', 'btn--block lb-continue')}>
          <PlayIcon size={18} />
          Continue Game
        </Link>
      ) : null}
      {overall.status === 'completed' ? (
        <>
          {overall.payouts.length > 0 ? (
            <PayoutsCard payouts={overall.payouts} prizePoolCents={overall.prizePoolCents} nameOf={nameOf} />
          ) : (
            <section className="card card--stack lb-card" aria-label="Prize Payouts">
              <h2 className="lb-card__title">Prize Payouts</h2>
              <p className="lb-card__note">No prizes were set for this game.</p>
            </section>
          )}
          <GameSummaryCard summary={overall.summary} />
        </>
      ) : null}
    </div>
  );
}

/** The round tab and hole a notification's address names (`?round=2&hole=7`); the overall tab otherwise. */
function focusOf(search: URLSearchParams, options: ReturnType<typeof roundOptions>) {
  const number = (name: string) => (/^\d{1,2}$/.test(search.get(name) ?? '') ? Number(search.get(name)) : null);
  const round = number('round');
  const hole = number('hole');
  const tab = options?.find((option) => option.roundNumber === round)?.value ?? OVERALL;
  return { round, hole, tab };
}
