import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ShieldIcon } from '../../components/icons/shield-icon.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { useUser } from '../../features/auth/api/get-user.ts';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { MyTeeTimes } from '../../features/cup/components/my-tee-times.tsx';
import { useGames } from '../../features/games/api/get-games.ts';
import { HomeGames } from '../../features/games/home-games/home-games.tsx';
import { ReadyForRoundCard } from '../../features/home/components/ready-for-round-card.tsx';
import { homeGreeting } from '../../features/home/model/greeting.ts';
import { useLiveCurrentGames } from '../../features/home/hooks/use-live-current-games.ts';
import { ProfileMenu } from '../../features/profile/components/profile-menu.tsx';
import { UpdateProfileDialog } from '../../features/profile/components/update-profile-dialog.tsx';
import { welcomeName } from '../../features/profile/display-name.ts';
import '../../features/games/styles/games.css';
import '../../features/cup/styles/cup.css';

/** / when signed in: the user's current and recent games, the current ones kept live. */
export function HomeRoute() {
  const { data: user } = useUser();
  const logout = useLogout();
  // The same query HomeGames reads (one fetch); its current games stream their changes.
  const games = useGames().data;
  useLiveCurrentGames(games);
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <div className="page">
      <header className="home-header">
        <div className="home-header__text">
          <p className="home-header__eyebrow">{homeGreeting(games?.length)}</p>
          <h1 className="home-header__title">{welcomeName(user)}</h1>
        </div>
        <div className="home-header__actions">
          {user.isSuperAdmin ? (
            <Link to="/admin" className={buttonClass('outline', 'icon')} aria-label="Admin panel" title="Admin panel">
              <ShieldIcon />
            </Link>
          ) : null}
          <ProfileMenu user={user} onEditProfile={() => setEditing(true)} onSignOut={logout} />
        </div>
      </header>
      <MyTeeTimes />
      <HomeGames noCurrentGame={<ReadyForRoundCard />} />
      <UpdateProfileDialog user={user} open={editing} onOpenChange={setEditing} />
    </div>
  );
}
