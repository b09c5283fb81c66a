import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteCourse } from '../api/delete-course.ts';

type DeleteCourseDialogProps = {
  course: { id: string; name: string } | null;
  onClose: () => void;
};

/** Asks before deleting a course; a refusal (games use it) arrives as the 'Cannot delete course' toast. */
export function DeleteCourseDialog({ course, onClose }: DeleteCourseDialogProps) {
  const deletion = useDeleteCourse({ onSettled: onClose });
  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
      title="Delete Course"
      description={`Are you sure you want to delete ${course?.name ?? 'this course'}? This will remove all its tee sets and hole data.`}
      confirmLabel="Delete"
      pending={deletion.isPending}
      onConfirm={() => {
        if (course) deletion.mutate(course.id);
      }}
    />
  );
}
