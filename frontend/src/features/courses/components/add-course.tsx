import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPath, withReturnTo } from '../../../lib/return-to.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useCreateCourse } from '../api/create-course.ts';
import { CourseForm, EMPTY_COURSE_FORM } from './course-form.tsx';

/**
 * /courses/add: a course of the user's own; its tee sets come next, on its tees screen. Opened
 * from a game's course selection (`?returnTo=`), the tees screen leads back there.
 */
export function AddCourse() {
  const navigate = useNavigate();
  const returnTo = returnPath(useLocation().search);
  const creation = useCreateCourse({
    onSuccess: ({ course }) => navigate(withReturnTo(`/courses/${encodeURIComponent(course.id)}/tees`, returnTo)),
  });
  return (
    <Card>
      <CardContent>
        <CourseForm
          initialValues={EMPTY_COURSE_FORM}
          submitLabel="Add Course"
          pending={creation.isPending}
          onSubmit={(body, handlers) => creation.mutate(body, handlers)}
          secondaryAction={
            <Link to={returnTo ?? '/courses'} className={buttonClass('outline')}>
              Cancel
            </Link>
          }
        />
      </CardContent>
    </Card>
  );
}
