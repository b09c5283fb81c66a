import type { LeaderboardView } from '@golf/contracts';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { teamBlocks } from '../model/team-blocks.ts';
import { EntryRow } from './entry-row.tsx';
import { BingoBangoBongoCard, JunkCard, SnakeCard } from './facts-games-cards.tsx';
import { HoleAwardsCard } from './hole-awards-card.tsx';
import { NassauCard } from './nassau-card.tsx';
import { MoneyCard, VegasCard, WolfCard } from './side-games-cards.tsx';
import { SkinsCard } from './skins-card.tsx';
import { TeamBlock } from './team-block.tsx';

/**
 * The standings of one view (overall or a round): teams or players, then skins, the Nassau with
 * its presses, Wolf, Las Vegas, junk, Bingo Bango Bongo, the snake, the hole awards and the money.
 */
export function LeaderboardBody({ view }: { view: LeaderboardView }) {
  const nameOf = (playerId: string) => view.entries.find((e) => e.player.id === playerId)?.player.name ?? 'A removed player';
  if (!view.entries.some((entry) => entry.holesPlayed > 0)) {
    return <EmptyState icon={<TrophyIcon />} title="No scores yet" text="Standings appear here as soon as the first hole is scored." />;
  }
  const blocks = teamBlocks(view);
  const side = view.sideGames;
  return (
    <div className="lb-body">
      {blocks ? (
        blocks.map((block) => <TeamBlock key={block.team.teamNumber} view={view} block={block} />)
      ) : (
        <ul className="lb-list" aria-label="Standings">
          {view.entries.map((entry) => (
            <EntryRow key={entry.player.id} view={view} entry={entry} />
          ))}
        </ul>
      )}
      {view.skins ? <SkinsCard skins={view.skins} /> : null}
      {view.nassau.length > 0 ? <NassauCard bets={view.nassau} presses={view.presses ?? []} nameOf={nameOf} /> : null}
      {view.sideGames?.wolf ? <WolfCard wolf={view.sideGames.wolf} nameOf={nameOf} /> : null}
      {view.sideGames?.vegas ? <VegasCard vegas={view.sideGames.vegas} nameOf={nameOf} /> : null}
      {side?.junk ? <JunkCard junk={side.junk} valueCents={side.settings.junk?.valueCents} nameOf={nameOf} /> : null}
      {side?.bingoBangoBongo ? (
        <BingoBangoBongoCard bbb={side.bingoBangoBongo} valueCents={side.settings.bingoBangoBongo?.valueCents} nameOf={nameOf} />
      ) : null}
      {side?.snake ? <SnakeCard snake={side.snake} valueCents={side.settings.snake?.valueCents} nameOf={nameOf} /> : null}
      {view.holeAwards && view.holeAwards.length > 0 ? (
        <HoleAwardsCard holes={view.holeAwards} nameOf={nameOf} showRound={view.round === null && view.rounds.length > 1} />
      ) : null}
      {view.money && view.money.players.some((p) => p.lines.length > 0) ? <MoneyCard money={view.money} nameOf={nameOf} /> : null}
    </div>
  );
}
