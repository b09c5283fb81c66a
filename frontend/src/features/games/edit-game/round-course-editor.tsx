import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { CoursePicker } from '../course-selection/course-picker.tsx';
import type { CourseOption } from '../course-selection/course-options.ts';

type RoundCourseEditorProps = {
  label: string;
  courses: CourseOption[];
  initial: string | null;
  saveLabel: string;
  saving: boolean;
  /** The toast when saving without a course. */
  requiredMessage?: { title: string; description: string };
  onSave: (courseId: string) => void;
  onCancel: () => void;
};

/** Picks the course of one round (an existing one, or the round being added). */
export function RoundCourseEditor({
  label,
  courses,
  initial,
  saveLabel,
  saving,
  requiredMessage,
  onSave,
  onCancel,
}: RoundCourseEditorProps) {
  const [courseId, setCourseId] = useState<string | null>(initial);
  const save = () => {
    if (courseId) return onSave(courseId);
    toast({ ...(requiredMessage ?? { title: 'Course Required', description: 'Please select a course.' }), variant: 'destructive' });
  };
  return (
    <div className="round-editor">
      <CoursePicker label={label} courses={courses} value={courseId} onChange={setCourseId} />
      <div className="button-row">
        <Button variant="outline" disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={saving} onClick={save}>
          {saveLabel}
        </Button>
      </div>
    </div>
  );
}
