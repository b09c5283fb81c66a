import { useState } from 'react';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useCreateGlobalCourse } from '../../features/admin/api/create-global-course.ts';
import { AccessDenied } from '../../features/admin/components/access-denied.tsx';
import { AdminCourseList } from '../../features/admin/components/courses/admin-course-list.tsx';
import { BulkUploadCard } from '../../features/admin/components/courses/bulk-upload-card.tsx';
import { OverviewTab } from '../../features/admin/components/overview/overview-tab.tsx';
import { UsersTab } from '../../features/admin/components/users/users-tab.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { CourseForm, EMPTY_COURSE_FORM } from '../../features/courses/components/course-form.tsx';
import { TemplateDownloadButton } from '../../features/courses/components/template-download-button.tsx';

/** Create a global course with the library's course form; a fresh form after each one. */
function CreateGlobalCourseCard() {
  const [formKey, setFormKey] = useState(0);
  const creation = useCreateGlobalCourse({ onSuccess: () => setFormKey((key) => key + 1) });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Create Global Course</CardTitle>
        <CardDescription>Global courses are available to every user; only super admins can change them.</CardDescription>
      </CardHeader>
      <CardContent>
        <CourseForm
          key={formKey}
          initialValues={EMPTY_COURSE_FORM}
          submitLabel="Create Course"
          pending={creation.isPending}
          onSubmit={(body, handlers) => creation.mutate(body, handlers)}
        />
      </CardContent>
    </Card>
  );
}

/**
 * /admin, super admins only (the server refuses everyone else too): Overview, Users and
 * Courses. This route is its own chunk, and the chart library comes with it, so no other
 * screen downloads it.
 */
export function AdminRoute() {
  const { data: user } = useUser();
  const [tab, setTab] = useState('overview');
  if (!user?.isSuperAdmin) return <AccessDenied />;
  return (
    <div className="page page--wide">
      <PageHeader title="Admin Dashboard" description="Platform statistics, users and roles, and the global course library." />
      <Tabs
        label="Admin sections"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'overview', label: 'Overview', content: <OverviewTab /> },
          { value: 'users', label: 'Users', content: <UsersTab currentUserId={user.id} /> },
          {
            value: 'courses',
            label: 'Courses',
            content: (
              <div className="admin-grid">
                <CreateGlobalCourseCard />
                <BulkUploadCard templateButton={<TemplateDownloadButton block />} />
                <AdminCourseList />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
