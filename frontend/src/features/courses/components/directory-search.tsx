import { useState } from 'react';
import { SearchIcon } from '../../../components/icons/search-icon.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { useImportDirectoryCourse } from '../api/import-directory-course.ts';
import { useDirectorySearch } from '../api/search-directory.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { DirectoryResultCard } from './directory-result-card.tsx';
import { DirectoryUnavailable } from './directory-unavailable.tsx';

/** Spec section 5: lookup search is enabled for more than 2 characters. */
const LOOKUP_MIN_QUERY = 3;
const LOOKUP_DEBOUNCE_MS = 500;

/** Search of the external directory: results with a detail panel and Import. */
export function DirectorySearch({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const [query, setQuery] = useState('');
  const typed = query.trim();
  const search = useDebouncedValue(typed, LOOKUP_DEBOUNCE_MS);
  const ready = search.length >= LOOKUP_MIN_QUERY;
  const results = useDirectorySearch(search, { enabled: ready });
  const importer = useImportDirectoryCourse();
  const [openId, setOpenId] = useState<string | null>(null);
  const [imported, setImported] = useState<Record<string, string>>({});

  const importCourse = (directoryId: string) =>
    importer.mutate(directoryId, {
      onSuccess: (result) => setImported((current) => ({ ...current, [directoryId]: result.course.id })),
    });

  let body;
  if (typed.length === 0) {
    body = (
      <EmptyState
        icon={<SearchIcon size={28} />}
        title="Look up a course"
        text="Search the course directory by name, check its tee sets, and import it with its scorecard."
      />
    );
  } else if (typed.length < LOOKUP_MIN_QUERY) {
    body = <p className="search-note">Please enter at least 3 characters to search.</p>;
  } else if (!ready || results.isPending) {
    body = (
      <div className="list-spinner">
        <Spinner />
      </div>
    );
  } else if (results.isError) {
    body = (
      <DirectoryUnavailable
        title="Course lookup failed"
        message={serverMessageOr(results.error, 'Unable to search courses. Please check your connection and try again.')}
        isSuperAdmin={isSuperAdmin}
      />
    );
  } else if (results.data.courses.length === 0) {
    body = <EmptyState icon={<SearchIcon size={28} />} title="No courses found" text={`The directory has nothing for “${search}”.`} />;
  } else {
    const count = results.data.courses.length;
    body = (
      <>
        <p className="search-note" aria-live="polite">
          Found {count} {count === 1 ? 'course' : 'courses'}
          {results.isFetching ? <Spinner size={14} label={null} /> : null}
        </p>
        <ul className="course-grid">
          {results.data.courses.map((course) => (
            <li key={course.id}>
              <DirectoryResultCard
                course={course}
                open={openId === course.id}
                onToggle={() => setOpenId((current) => (current === course.id ? null : course.id))}
                importProgress={importer.importingId === course.id ? importer.progress : null}
                importBlocked={importer.isPending && importer.importingId !== course.id}
                importedCourseId={imported[course.id]}
                onImport={() => importCourse(course.id)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="course-library" aria-label="Course lookup">
      <SearchField
        label="Search the course directory"
        placeholder="Course or club name"
        value={query}
        maxLength={100}
        onChange={(event) => setQuery(event.target.value)}
      />
      {body}
    </section>
  );
}
