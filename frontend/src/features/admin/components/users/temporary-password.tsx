import type { UserView } from '@golf/contracts';
import { useState } from 'react';
import { CheckIcon } from '../../../../components/icons/check-icon.tsx';
import { Button } from '../../../../components/ui/button.tsx';

/** How long "Copied" shows before the button reads "Copy" again (spec §9, copy feedback). */
const COPIED_MS = 2000;

/** The new account's temporary password, shown this once: the server keeps only its hash. */
export function TemporaryPassword({ user, password, onDone }: { user: UserView; password: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(password).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <div className="temp-password">
      <p>
        <strong>{user.email}</strong> can now sign in with this temporary password, and will then choose their own. It is shown only once:
        copy it now and hand it over safely.
      </p>
      <p className="temp-password__value" aria-label="Temporary password">
        <code data-testid="temp-password">{password}</code>
      </p>
      <div className="form__actions form__actions--end">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? <CheckIcon size={16} /> : null}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
