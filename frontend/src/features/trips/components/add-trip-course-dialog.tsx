import { tripMessages } from '@golf/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAddTripCourse } from '../api/change-trip-courses.ts';
import { useLibraryCourses } from '../api/pick-lists.ts';

type AddTripCourseDialogProps = { tripId: string; open: boolean; onOpenChange: (open: boolean) => void; onTrip: readonly string[] };

/** 'Add Course': the courses of the organizer's library not yet on the trip. */
export function AddTripCourseDialog({ tripId, open, onOpenChange, onTrip }: AddTripCourseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Course" description="A venue of the trip: its games play these courses.">
      <AddCourseForm tripId={tripId} onTrip={onTrip} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function AddCourseForm({ tripId, onTrip, onDone }: { tripId: string; onTrip: readonly string[]; onDone: () => void }) {
  const library = useLibraryCourses(true);
  const [courseId, setCourseId] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const adding = useAddTripCourse(tripId, { onSuccess: onDone });
  const offered = (library.data ?? [])
    .filter((course) => !onTrip.includes(course.id))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!courseId) return setError(tripMessages.selectCourse);
    adding.mutate(courseId);
  };

  if (library.isPending) return <Spinner />;
  return (
    <form className="form" onSubmit={submit} noValidate>
      {offered.length === 0 ? (
        <p className="field__hint">Every course of your library is on the trip already. Add courses on the Courses screen.</p>
      ) : (
        <SelectField
          label="Course"
          options={[{ value: '', label: 'Choose a course' }, ...offered.map((c) => ({ value: c.id, label: `${c.name} (${c.location})` }))]}
          value={courseId}
          error={error}
          onChange={(event) => {
            setCourseId(event.target.value);
            setError(undefined);
          }}
        />
      )}
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={adding.isPending} disabled={offered.length === 0}>
          Add Course
        </Button>
      </div>
    </form>
  );
}
