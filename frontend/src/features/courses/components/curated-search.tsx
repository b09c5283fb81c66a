import type { CourseView, CuratedSearchResult } from '@golf/contracts';
import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../../../components/icons/search-icon.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { useAddCuratedCourse } from '../api/add-curated-course.ts';
import { useCuratedSearch } from '../api/search-curated-courses.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { CuratedCourseCard } from './curated-course-card.tsx';

/** Spec section 9: course search needs 3 characters and waits 500 ms after the last key. */
export const CURATED_MIN_QUERY = 3;
const CURATED_DEBOUNCE_MS = 500;
const TOO_SHORT = 'Please enter at least 3 characters to search.';

const foundText = (count: number) => `Found ${count} ${count === 1 ? 'course' : 'courses'}`;

type CuratedSearchProps = {
  /** Called with the library course once one is added (a game's course selection chooses it); the card then says it was added. */
  onAdded?: (course: CourseView) => void;
};

/** /courses/search (and a game's course selection): real public courses shipped with the app, each addable with its tees. */
export function CuratedSearch({ onAdded }: CuratedSearchProps = {}) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const search = useDebouncedValue(typed, CURATED_DEBOUNCE_MS);
  const ready = search.length >= CURATED_MIN_QUERY;
  const results = useCuratedSearch(search, { enabled: ready });
  const addition = useAddCuratedCourse();
  const [added, setAdded] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.length < CURATED_MIN_QUERY) toast({ title: 'Search Query Too Short', description: TOO_SHORT, variant: 'destructive' });
  };

  const add = (course: CuratedSearchResult) =>
    addition.mutate(course.id, {
      onSuccess: (answer) => {
        setAdded((current) => ({ ...current, [course.id]: answer.course.id }));
        onAdded?.(answer.course);
      },
    });

  return (
    <section className="course-library" aria-label="Course directory">
      <form role="search" onSubmit={submit}>
        <SearchField
          label="Search courses"
          placeholder="Course name or location, e.g. Pebble"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {typed.length === 0 ? (
        <EmptyState
          icon={<SearchIcon size={28} />}
          title="Search the course directory"
          text="Real public courses with their tees, ratings, slopes, pars and stroke indexes, ready to add."
        />
      ) : typed.length < CURATED_MIN_QUERY ? (
        <p className="search-note">{TOO_SHORT}</p>
      ) : !ready || results.isPending ? (
        <div className="list-spinner">
          <Spinner />
        </div>
      ) : results.isError ? (
        <EmptyState tone="error" title="Search failed" text="Unable to search courses. Please check your connection and try again." />
      ) : results.data.courses.length === 0 ? (
        <EmptyState icon={<SearchIcon size={28} />} title="No courses found" text={`Nothing in the directory matches “${search}”.`} />
      ) : (
        <>
          <p className="search-note" aria-live="polite">
            {foundText(results.data.courses.length)}
            {results.isFetching ? <Spinner size={14} label={null} /> : null}
          </p>
          <ul className="course-grid">
            {results.data.courses.map((course) => (
              <li key={course.id}>
                <CuratedCourseCard
                  course={course}
                  adding={addition.isPending && addition.variables === course.id}
                  addedCourseId={added[course.id]}
                  linkToAdded={!onAdded}
                  onAdd={add}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
