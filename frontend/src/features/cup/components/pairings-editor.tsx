import type { CupView } from '@golf/contracts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { teeTimes } from '@golf/golf';
import { replacePlayer, restingOf, type DraftMatch } from '../model/pairing-draft.ts';
import { teamStyle } from './cup-scoreboard.tsx';

/**
 * The proposed matches, each player a choice among their team's players: picking one who plays
 * elsewhere swaps the two; picking one who rests brings them in. Who rests is listed.
 */
export function PairingsEditor({
  cup,
  matches,
  firstTeeTime,
  interval,
  onChange,
}: {
  cup: CupView;
  matches: DraftMatch[];
  firstTeeTime: string;
  interval: number;
  onChange: (matches: DraftMatch[]) => void;
}) {
  const names = new Map(cup.teams.flatMap((team) => team.players.map((p) => [p.userId, p.name] as const)));
  const teamIds = [cup.teams[0].players.map((p) => p.userId), cup.teams[1].players.map((p) => p.userId)] as const;
  const resting = restingOf(matches, teamIds);
  const times = firstTeeTime && interval >= 0 && interval <= 60 ? safeTimes(firstTeeTime, interval, matches.length) : [];
  return (
    <div className="cup-pairings">
      <ol className="cup-pairings__matches" aria-label="Proposed matches">
        {matches.map((match, index) => (
          <li key={index} className="cup-pairings__match" aria-label={`Match ${index + 1}`}>
            <p className="cup-pairings__title">
              Match {index + 1}
              {times[index] ? ` · ${times[index]!.slice(11)}` : ''}
            </p>
            {([0, 1] as const).map((team) => (
              <div key={team} className="cup-pairings__side" style={teamStyle(cup.teams[team].color)}>
                {match.teams[team].map((userId, slot) => (
                  <SelectField
                    key={slot}
                    label={`Match ${index + 1}, ${cup.teams[team].name} player ${slot + 1}`}
                    hideLabel
                    value={userId}
                    options={teamIds[team].map((id) => ({ value: id, label: names.get(id) ?? id }))}
                    onChange={(e) => onChange(replacePlayer(matches, index, team, slot, e.target.value))}
                  />
                ))}
              </div>
            ))}
          </li>
        ))}
      </ol>
      {resting.some((ids) => ids.length > 0) ? (
        <p className="cup-pairings__resting">
          Resting:{' '}
          {resting
            .flat()
            .map((id) => names.get(id) ?? id)
            .join(', ')}
        </p>
      ) : null}
    </div>
  );
}

/** The tee times to show beside the matches; none while the first time is not a time. */
function safeTimes(first: string, interval: number, count: number): string[] {
  try {
    return teeTimes(first, interval, count);
  } catch {
    return [];
  }
}
