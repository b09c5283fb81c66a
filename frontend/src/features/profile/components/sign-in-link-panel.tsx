import { useState } from 'react';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useMakeSignInLink } from '../api/make-sign-in-link.ts';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/**
 * "Sign in on another phone": a link (and its QR code, for the phone's camera) that signs this
 * account in once, within five minutes. The other phone is shown whose account it is and asked
 * before anything changes there.
 */
export function SignInLinkPanel() {
  const make = useMakeSignInLink();
  const [copied, setCopied] = useState(false);
  const made = make.data;
  const copy = async (link: string) => {
    if (await copyText(link)) setCopied(true);
    else toast({ title: 'Copy failed', description: 'Failed to copy link to clipboard', variant: 'destructive' });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign in on another phone</CardTitle>
        <CardDescription>A link that signs this account in once, within five minutes. Keep it to yourself.</CardDescription>
      </CardHeader>
      <CardContent className="sign-in-link-panel">
        {made ? (
          <>
            <QrCode text={made.link} label="QR code of the sign-in link" />
            <p className="sign-in-link-panel__expiry">Works once, until {timeOf(made.expiresAt)}.</p>
            <Button variant={copied ? 'secondary' : 'primary'} block onClick={() => void copy(made.link)} aria-live="polite">
              {copied ? <CheckIcon size={16} /> : null}
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </>
        ) : null}
        <Button
          variant="outline"
          block
          loading={make.isPending}
          onClick={() => {
            setCopied(false);
            make.mutate();
          }}
        >
          {made ? 'Make a new link' : 'Make a sign-in link'}
        </Button>
      </CardContent>
    </Card>
  );
}
