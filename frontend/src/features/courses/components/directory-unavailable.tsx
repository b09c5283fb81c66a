import { AlertTriangleIcon } from '../../../components/icons/alert-triangle-icon.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { CourseAlternatives } from './course-alternatives.tsx';

type DirectoryUnavailableProps = {
  title: string;
  /** Why: not configured, or the server's message after a failed call. */
  message: string;
  isSuperAdmin: boolean;
};

/** The lookup screen when the external directory cannot be used, with the other ways in. */
export function DirectoryUnavailable({ title, message, isSuperAdmin }: DirectoryUnavailableProps) {
  return (
    <Card>
      <CardContent>
        <div className="notice notice--warning" role="status">
          <AlertTriangleIcon size={20} />
          <div>
            <h2 className="notice__title">{title}</h2>
            <p>{message}</p>
          </div>
        </div>
        <CourseAlternatives isSuperAdmin={isSuperAdmin} />
      </CardContent>
    </Card>
  );
}
