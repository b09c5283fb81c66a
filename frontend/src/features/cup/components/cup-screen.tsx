import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TrophyIcon } from '../../../components/icons/trophy-icon.tsx';
import { BeingRepaired } from '../../../components/ui/being-repaired.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useRecheckWhileRepairing } from '../../../lib/use-recheck-while-repairing.ts';
import { useCup } from '../api/get-cup.ts';
import { CupBoard } from './cup-board.tsx';

/** /trips/{id}/cup: the board, or 'No cup yet' (with the way to set one up for an organizer). */
export function CupScreen({ tripId, organizer, follow }: { tripId: string; organizer: boolean; follow?: ReactNode }) {
  const cup = useCup(tripId);
  const repairing = useRecheckWhileRepairing(cup);
  if (cup.isPending) return <PageSpinner />;
  if (repairing) return <BeingRepaired error={cup.error} />;
  if (cup.isError) return <EmptyState tone="error" title="Could not load the cup" text="Please try again." />;
  if (!cup.data) {
    return (
      <EmptyState
        icon={<TrophyIcon size={28} />}
        title="No cup yet"
        text="Two teams of the trip's members play sessions of four-ball, foursomes and singles for points."
        action={
          organizer ? (
            <Link to={`/trips/${encodeURIComponent(tripId)}/cup/teams`} className={buttonClass()}>
              Set up the cup
            </Link>
          ) : (
            'The trip’s organizers set it up.'
          )
        }
      />
    );
  }
  return <CupBoard cup={cup.data} follow={follow} />;
}
