import type { HandicapRecordView } from '@golf/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { indexExplanation } from '../model/index-explanation.ts';

/** "How your index is worked out": the record's own figures, step by step (decision 0705). Nothing before the first index. */
export function IndexExplanationCard({ record }: { record: HandicapRecordView }) {
  const lines = indexExplanation(record);
  if (!lines) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>How your index is worked out</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="index-working" aria-label="How your index is worked out">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
