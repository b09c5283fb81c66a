import { useEffect, useState } from 'react';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { copyText } from '../../../lib/copy-text.ts';

/** The copied state lasts this long (spec 9: copy feedback 2 s). */
const COPIED_MS = 2000;

/** Copies a link; the button reads 'Copied' for 2 s, and a failure says so ('Copy failed'). */
export function CopyLinkButton({ link, label = 'Copy' }: { link: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(link)) setCopied(true);
    else toast({ title: 'Copy failed', description: 'Failed to copy link to clipboard', variant: 'destructive' });
  };
  return (
    <Button variant={copied ? 'secondary' : 'primary'} onClick={() => void copy()} aria-live="polite">
      {copied ? <CheckIcon size={16} /> : null}
      {copied ? 'Copied' : label}
    </Button>
  );
}
