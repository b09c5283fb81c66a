import { useState } from 'react';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRemoveTripCourse } from '../api/change-trip-courses.ts';
import { useTripCourses } from '../api/get-trip-details.ts';
import { AddTripCourseDialog } from './add-trip-course-dialog.tsx';

/** The trip's venues; organizers get 'Add Course' and a remove button per course. */
export function TripCoursesSection({ tripId, organizer }: { tripId: string; organizer: boolean }) {
  const courses = useTripCourses(tripId);
  const removal = useRemoveTripCourse(tripId);
  const [adding, setAdding] = useState(false);
  return (
    <Card>
      <CardHeader className="trip-section__header">
        <CardTitle>Courses</CardTitle>
        {organizer ? (
          <Button size="sm" onClick={() => setAdding(true)}>
            <PlusIcon size={16} />
            Add Course
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {courses.isPending ? (
          <Spinner />
        ) : courses.isError ? (
          <p className="form__error">Could not load the courses.</p>
        ) : courses.data.length === 0 ? (
          <p className="field__hint">Add courses to limit game selections to trip venues</p>
        ) : (
          <ul className="trip-rows" aria-label="Courses">
            {courses.data.map(({ course }) => (
              <li key={course.id} className="trip-row">
                <span className="trip-row__text">
                  <span className="trip-row__title">{course.name}</span>
                  <span className="trip-row__meta">
                    {course.location} · {course.holes} holes{course.rating === null ? '' : ` · Rating ${course.rating}`}
                  </span>
                </span>
                {organizer ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${course.name}`}
                    disabled={removal.isPending}
                    onClick={() => removal.mutate(course.id)}
                  >
                    <TrashIcon size={18} />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {organizer ? (
        <AddTripCourseDialog tripId={tripId} open={adding} onOpenChange={setAdding} onTrip={courses.data?.map((c) => c.courseId) ?? []} />
      ) : null}
    </Card>
  );
}
