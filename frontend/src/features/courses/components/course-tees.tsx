import type { TeeSetView, UserView } from '@golf/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { returnPath } from '../../../lib/return-to.ts';
import { ArrowLeftIcon } from '../../../components/icons/arrow-left-icon.tsx';
import { FlagIcon } from '../../../components/icons/flag-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useCourse } from '../api/get-course.ts';
import { canChangeCourse } from '../course-permissions.ts';
import { CourseLoadState } from './course-load-state.tsx';
import { DeleteTeeSetDialog } from './delete-tee-set-dialog.tsx';
import { TeeSetCard } from './tee-set-card.tsx';
import { TeeSetDialog } from './tee-set-dialog.tsx';

/** Which tee set the editor holds: a new one, or one being edited. */
type Editing = { teeSet: TeeSetView | null } | null;

/** /courses/{id}/tees: every tee set of a course with its scorecard, and the tee editor. */
export function CourseTees({ courseId, user }: { courseId: string; user: UserView }) {
  const course = useCourse(courseId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TeeSetView | null>(null);
  const returnTo = returnPath(useLocation().search);

  if (!course.data) return <CourseLoadState error={course.error} onRetry={() => void course.refetch()} />;
  const { name, location, holes, teeSets } = course.data;
  const canChange = canChangeCourse(course.data, user);
  const addFirst = () => setEditing({ teeSet: null });

  return (
    <>
      <Link to={returnTo ?? '/courses'} className="back-link back-link--start">
        <ArrowLeftIcon size={18} />
        {returnTo ? 'Course selection' : 'Courses'}
      </Link>
      <PageHeader
        title={name}
        description={`${location}\u00a0· ${holes}\u00a0holes`}
        actions={
          canChange ? (
            <Button onClick={addFirst}>
              <PlusIcon size={18} />
              Add Tee Set
            </Button>
          ) : null
        }
      />
      {teeSets.length === 0 ? (
        <EmptyState
          icon={<FlagIcon size={28} />}
          title="No tee sets configured"
          text="A tee set holds the rating, slope, par and stroke index of every hole: scoring needs one."
          action={canChange ? <Button onClick={addFirst}>Add First Tee Set</Button> : null}
        />
      ) : (
        <ul className="tee-list">
          {teeSets.map((teeSet) => (
            <li key={teeSet.id}>
              <TeeSetCard
                teeSet={teeSet}
                canChange={canChange}
                onEdit={(chosen) => setEditing({ teeSet: chosen })}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}
      {returnTo && teeSets.length > 0 ? (
        <Link to={returnTo} className={buttonClass('primary', 'lg', 'btn--block')}>
          Back to your game’s course selection
        </Link>
      ) : null}
      <TeeSetDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        courseId={courseId}
        courseName={name}
        holes={holes}
        teeSet={editing?.teeSet ?? null}
      />
      <DeleteTeeSetDialog teeSet={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
