import { GlobeIcon } from '../../../../components/icons/globe-icon.tsx';
import { MapPinIcon } from '../../../../components/icons/map-pin-icon.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useAdminCourses } from '../../api/get-admin-courses.ts';

/** Every course in the library, global ones first: what an upload or a new global course added shows up here. */
export function AdminCourseList() {
  const courses = useAdminCourses();
  const globalCount = courses.data?.filter((course) => course.isGlobal).length ?? 0;
  return (
    <Card className="admin-courses">
      <CardHeader>
        <CardTitle>Course Library</CardTitle>
        <CardDescription>
          {courses.data
            ? `${courses.data.length} ${courses.data.length === 1 ? 'course' : 'courses'}, ${globalCount} global`
            : 'Every course, global ones first.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {courses.isPending ? <Spinner label="Loading courses" /> : null}
        {courses.isError ? <EmptyState tone="error" title="Could not load the courses" /> : null}
        {courses.data?.length === 0 ? <EmptyState title="No courses available" /> : null}
        {courses.data && courses.data.length > 0 ? (
          <ul className="admin-course-list" aria-label="Courses">
            {courses.data.map((course) => (
              <li key={course.id} className="admin-course-list__item">
                <div>
                  <p className="admin-course-list__name">{course.name}</p>
                  <p className="admin-course-list__meta">
                    <MapPinIcon size={14} /> {course.location} · {course.holes} holes ·{' '}
                    {course.teeSets.length === 1 ? '1 tee set' : `${course.teeSets.length} tee sets`}
                  </p>
                </div>
                {course.isGlobal ? (
                  <Badge variant="secondary">
                    <GlobeIcon size={12} /> Global
                  </Badge>
                ) : (
                  <Badge variant="outline">User</Badge>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
