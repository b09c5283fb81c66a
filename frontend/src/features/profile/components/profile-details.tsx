import type { UserView } from '@golf/contracts';
import { useState } from 'react';
import { PencilIcon } from '../../../components/icons/pencil-icon.tsx';
import { ShieldIcon } from '../../../components/icons/shield-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatHandicap, fullName } from '../display-name.ts';
import { AccountBadges } from './account-badges.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { EmailConfirmationPanel } from './email-confirmation-panel.tsx';
import { SignInLinkPanel } from './sign-in-link-panel.tsx';
import { UpdateProfileDialog } from './update-profile-dialog.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The /profile screen's content: who the user is, their handicap index, the edit dialog, the password change and sign-in links. */
export function ProfileDetails({ user }: { user: UserView }) {
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const rows: Array<[string, string]> = [
    ['First name', user.firstName?.trim() || 'Not set'],
    ['Last name', user.lastName?.trim() || 'Not set'],
    ['Email', user.emailConfirmed ? user.email : `${user.email} (not confirmed)`],
    ['Username', `@${user.username}`],
    ['Typed handicap index', formatHandicap(user.handicap)],
  ];
  return (
    <>
      <Card>
        <CardContent className="profile-summary">
          <UserAvatar user={user} size="lg" />
          <div className="profile-summary__text">
            <h2 className="profile-summary__name">{fullName(user) ?? user.email}</h2>
            <AccountBadges user={user} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <dl className="detail-list">
            {rows.map(([term, value]) => (
              <div key={term} className="detail-list__row">
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Button variant="outline" block onClick={() => setEditing(true)}>
            <PencilIcon size={18} />
            Edit Profile
          </Button>
        </CardContent>
      </Card>
      <EmailConfirmationPanel user={user} />
      {user.authProvider === 'local' ? (
        <Card>
          <CardHeader>
            <CardTitle>Password</CardTitle>
            <CardDescription>Changing it signs you out on every other device.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" block onClick={() => setChangingPassword(true)}>
              <ShieldIcon size={18} />
              Change Password
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <SignInLinkPanel />
      <UpdateProfileDialog user={user} open={editing} onOpenChange={setEditing} />
      <ChangePasswordDialog open={changingPassword} onOpenChange={setChangingPassword} />
    </>
  );
}
