import { courseMessages, type UserView } from '@golf/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useCourse } from '../api/get-course.ts';
import { useUpdateCourse } from '../api/update-course.ts';
import { canChangeCourse } from '../course-permissions.ts';
import { CourseForm } from './course-form.tsx';
import { CourseLoadState } from './course-load-state.tsx';

const backToCourses = (
  <Link to="/courses" className={buttonClass('outline')}>
    Cancel
  </Link>
);

/** /courses/edit/{id}: the course form filled with the course. */
export function EditCourse({ courseId, user }: { courseId: string; user: UserView }) {
  const navigate = useNavigate();
  const course = useCourse(courseId);
  const update = useUpdateCourse({ onSuccess: () => navigate('/courses') });

  if (!course.data) return <CourseLoadState error={course.error} onRetry={() => void course.refetch()} />;
  if (!canChangeCourse(course.data, user)) {
    return <EmptyState title="This course cannot be edited" text={courseMessages.globalCourseSuperAdminOnly} action={backToCourses} />;
  }
  const { name, location, holes, imageUrl } = course.data;
  return (
    <Card>
      <CardContent>
        <CourseForm
          initialValues={{ name, location, holes: String(holes), imageUrl: imageUrl ?? '' }}
          submitLabel="Save Changes"
          pending={update.isPending}
          onSubmit={(body, handlers) => update.mutate({ courseId, body }, handlers)}
          secondaryAction={backToCourses}
        />
      </CardContent>
    </Card>
  );
}
