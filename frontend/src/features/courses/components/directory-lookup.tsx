import { directoryMessages } from '@golf/contracts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { serverMessageOr } from '../../../lib/api-error.ts';
import { useDirectoryStatus } from '../api/get-directory-status.ts';
import { DirectorySearch } from './directory-search.tsx';
import { DirectoryUnavailable } from './directory-unavailable.tsx';

/** /courses/lookup: the external course directory, or plainly why it cannot be used here. */
export function DirectoryLookup({ isSuperAdmin }: { isSuperAdmin: boolean }) {
  const status = useDirectoryStatus();
  if (status.isPending) {
    return (
      <div className="list-spinner">
        <Spinner />
      </div>
    );
  }
  if (status.isError) {
    return (
      <DirectoryUnavailable
        title="Course directory unavailable"
        message={serverMessageOr(status.error, 'Unable to reach the server. Please check your connection and try again.')}
        isSuperAdmin={isSuperAdmin}
      />
    );
  }
  if (!status.data.configured) {
    return (
      <DirectoryUnavailable title="Course directory not configured" message={directoryMessages.notConfigured} isSuperAdmin={isSuperAdmin} />
    );
  }
  return <DirectorySearch isSuperAdmin={isSuperAdmin} />;
}
