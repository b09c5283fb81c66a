import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { serverMessageOr } from '../../../lib/api-error.ts';

export const TEMPLATE_FILE_NAME = 'course-upload-template.xlsx';

/** The file name the server gave (Content-Disposition), else ours. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).trim() : '';
  return name || fallback;
}

/** The .xlsx with the required columns and a filled example sheet (anyone may download it; super admins upload it). */
export async function downloadCourseTemplate(): Promise<void> {
  const response = await apiRequest('GET', '/api/admin/courses/template');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('Content-Disposition'), TEMPLATE_FILE_NAME);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadCourseTemplate() {
  return useMutation({
    mutationKey: ['admin', 'course-template'],
    mutationFn: downloadCourseTemplate,
    onError: (error) => {
      toast({
        title: 'Download Failed',
        description: serverMessageOr(error, 'Failed to download the template. Please try again.'),
        variant: 'destructive',
      });
    },
  });
}
