import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { BeingRepaired } from '../../../components/ui/being-repaired.tsx';
import { isBeingRepaired, parseApiError } from '../../../lib/api-error.ts';
import { CourseNotFound } from './course-not-found.tsx';

/** 404, or 400 for an address whose id is not a course id at all. */
export const isCourseMissing = (error: unknown) => [400, 404].includes(parseApiError(error).status ?? 0);

/** What a course screen shows while its course loads or when it could not be read. */
export function CourseLoadState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return <PageSpinner />;
  if (isCourseMissing(error)) return <CourseNotFound />;
  if (isBeingRepaired(error)) {
    return (
      <BeingRepaired
        error={error}
        checksAgain={false}
        action={
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      tone="error"
      title="Could not load the course"
      text="Check your connection and try again."
      action={
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
