import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyHandicap } from '../api/get-my-handicap.ts';
import '../styles/handicap.css';
import { HandicapIndexCard } from './handicap-index-card.tsx';
import { HandicapRecordList } from './handicap-record-list.tsx';
import { IndexExplanationCard } from './index-explanation-card.tsx';
import { IndexTrendChart } from './index-trend-chart.tsx';

/** The profile's handicap part: the index (or rounds to go), how it is worked out, its trend, and the record. */
export function HandicapSection({ typedHandicap }: { typedHandicap: number | null }) {
  const { data: record, isPending, isError } = useMyHandicap();
  if (isPending)
    return (
      <div className="center-row">
        <Spinner size={20} label="Loading your handicap record" />
      </div>
    );
  if (isError || !record)
    return (
      <p className="form__error" role="alert">
        Your handicap record could not be loaded. Please try again.
      </p>
    );
  return (
    <>
      <HandicapIndexCard record={record} typedHandicap={typedHandicap} />
      <IndexExplanationCard record={record} />
      <IndexTrendChart record={record} />
      <HandicapRecordList record={record} />
    </>
  );
}
