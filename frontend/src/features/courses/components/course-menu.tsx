import { useNavigate } from 'react-router-dom';
import { FlagIcon } from '../../../components/icons/flag-icon.tsx';
import { MoreVerticalIcon } from '../../../components/icons/more-vertical-icon.tsx';
import { PencilIcon } from '../../../components/icons/pencil-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';

type CourseMenuProps = { courseId: string; courseName: string; onDelete: () => void };

/** Edit Course, Manage Tees and Delete for a course the user may change. */
export function CourseMenu({ courseId, courseName, onDelete }: CourseMenuProps) {
  const navigate = useNavigate();
  const id = encodeURIComponent(courseId);
  return (
    <DropdownMenu label={`Actions for ${courseName}`} trigger={<MoreVerticalIcon size={20} />}>
      <DropdownMenuItem icon={<PencilIcon size={18} />} onSelect={() => navigate(`/courses/edit/${id}`)}>
        Edit Course
      </DropdownMenuItem>
      <DropdownMenuItem icon={<FlagIcon size={18} />} onSelect={() => navigate(`/courses/${id}/tees`)}>
        Manage Tees
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem icon={<TrashIcon size={18} />} onSelect={onDelete} tone="danger">
        Delete
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
