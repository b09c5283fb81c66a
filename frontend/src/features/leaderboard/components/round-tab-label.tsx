import type { RoundOption } from '../model/round-options.ts';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';

/** 'Overall Leaderboard', or 'Round N' with a tick (completed), a dot (in progress) or 'Not Started'. */
export function RoundTabLabel({ option }: { option: RoundOption }) {
  if (option.roundNumber === null) return <>Overall Leaderboard</>;
  return (
    <span className="round-tab">
      Round {option.roundNumber}
      {option.state === 'completed' ? <CheckIcon size={14} className="round-tab__tick" aria-label="completed" /> : null}
      {option.state === 'in_progress' ? <span className="round-tab__dot" role="img" aria-label="in progress" /> : null}
      {option.state === 'not_started' ? <span className="round-tab__later">Not Started</span> : null}
    </span>
  );
}
