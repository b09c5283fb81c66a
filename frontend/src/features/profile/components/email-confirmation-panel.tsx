import type { UserView } from '@golf/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useSendEmailConfirmation } from '../api/send-email-confirmation.ts';

/**
 * Says which address waits for its confirmation link, and sends a new one: a new address asked
 * for (the account still signs in with the old one), or the account's own while unproved (games
 * shared with it by email open once it is confirmed). Nothing when the address is confirmed.
 */
export function EmailConfirmationPanel({ user }: { user: UserView }) {
  const send = useSendEmailConfirmation();
  if (!user.pendingEmail && user.emailConfirmed) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{user.pendingEmail ? 'New email waiting for confirmation' : 'Confirm your email'}</CardTitle>
        <CardDescription>
          {user.pendingEmail ? (
            <>
              Open the link we sent to <strong className="break-all">{user.pendingEmail}</strong> to make it your email. Until then you sign
              in with <strong className="break-all">{user.email}</strong>.
            </>
          ) : (
            <>
              Games shared with <strong className="break-all">{user.email}</strong> by email open in your account once you confirm it is
              yours.
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" block loading={send.isPending} onClick={() => send.mutate()}>
          {user.pendingEmail ? 'Send the link again' : 'Send confirmation link'}
        </Button>
      </CardContent>
    </Card>
  );
}
