import { DownloadIcon } from '../../../components/icons/download-icon.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { useDownloadCourseTemplate } from '../api/download-course-template.ts';

/** Downloads the spreadsheet template for bulk uploads. */
export function TemplateDownloadButton({ variant = 'outline', block = false }: { variant?: ButtonVariant; block?: boolean }) {
  const template = useDownloadCourseTemplate();
  return (
    <Button variant={variant} block={block} loading={template.isPending} onClick={() => template.mutate()}>
      <DownloadIcon size={18} />
      Download Template
    </Button>
  );
}
