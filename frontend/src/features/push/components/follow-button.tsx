import { BellIcon } from '../../../components/icons/bell-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useFollow } from '../hooks/use-follow.ts';
import type { PushTarget } from '../model/push-target.ts';

/**
 * "Notify me": follow a game (or a trip) from this phone, told of its moments on the lock
 * screen; "Notifications on" turns it off again. `code`: the viewer code a spectator just entered.
 */
export function FollowButton({ target, code, compact = false }: { target: PushTarget; code?: string; compact?: boolean }) {
  const { state, turnOn, turnOff } = useFollow(target, code);
  const on = state === 'on';
  return (
    <Button
      variant={on ? 'secondary' : 'outline'}
      size={compact ? 'sm' : 'md'}
      loading={state === 'busy'}
      aria-pressed={on}
      className="follow-button"
      onClick={() => void (on ? turnOff() : turnOn())}
      title={
        on
          ? 'You get a notification for its moments: tap to stop'
          : 'Get a notification for the moments that matter, even with the phone locked'
      }
    >
      <BellIcon size={16} />
      {on ? 'Notifications on' : 'Notify me'}
    </Button>
  );
}
