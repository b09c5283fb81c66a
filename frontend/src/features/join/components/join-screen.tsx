import { useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Brand } from '../../../components/layout/brand.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { NoScriptNote } from '../../../components/ui/no-script-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { parseApiError } from '../../../lib/api-error.ts';
import { useGameByCode } from '../api/get-game-by-code.ts';
import { useJoinGame } from '../api/join-game.ts';
import { JOIN_CODE_LENGTH, joinCardText, nextStepAfterMiss, normalizeJoinCode, viewerBoardAddress } from '../model/join-code.ts';
import { pickablePlayer } from '../model/player-choices.ts';
import { JoinExistingAccess } from './join-existing-access.tsx';
import { JoinGameSummary } from './join-game-summary.tsx';
import { JoinInvitation } from './join-invitation.tsx';
import { JoinNeedsAccount } from './join-needs-account.tsx';
import { JoinPlayerChoice } from './join-player-choice.tsx';

const INVALID = 'Invalid access code or game not found';

/** Why a complete code opens nothing here: too many guesses (the server says so), else the one message for every miss. */
function codeProblem(lookup: { isError: boolean; error: unknown; data?: unknown }, found: boolean): string | undefined {
  if (lookup.isError) {
    const { status, message } = parseApiError(lookup.error);
    return status === 429 && message ? message : INVALID;
  }
  return lookup.data && !found ? INVALID : undefined;
}

/** What a viewer code's game offers beside entering it (the route's "Notify me"), given the game and the code. */
type FollowSlot = (gameId: string, code: string) => ReactNode;

/**
 * /game/{gameId}/join (spec 2, Join): a code opens the game at its level; an e-mail invitation's
 * link (`?invite=`) shows the game to sign in or up from and open. `viewerExtra` goes under the
 * card once a viewer code has opened the game (the state of play, from app/routes).
 */
export function JoinScreen({
  gameId,
  signedIn,
  viewerExtra,
  follow,
}: {
  gameId: string;
  signedIn: boolean;
  viewerExtra?: ReactNode;
  follow?: FollowSlot;
}) {
  const [search] = useSearchParams();
  const invite = search.get('invite');
  if (invite) return <InvitationCard gameId={gameId} token={invite} signedIn={signedIn} />;
  return <CodeEntry gameId={gameId} signedIn={signedIn} viewerExtra={viewerExtra} follow={follow} />;
}

function InvitationCard({ gameId, token, signedIn }: { gameId: string; token: string; signedIn: boolean }) {
  return (
    <div className="join-page">
      {signedIn ? null : <Brand />}
      <Card>
        <CardHeader>
          <CardTitle as="h1">Join Game</CardTitle>
          <CardDescription>You were invited by e-mail.</CardDescription>
        </CardHeader>
        <CardContent>
          <JoinInvitation gameId={gameId} token={token} signedIn={signedIn} />
        </CardContent>
      </Card>
    </div>
  );
}

/** The code form: a code typed, or brought by a link (`?code=`, `&player=`). */
function CodeEntry({
  gameId,
  signedIn,
  viewerExtra,
  follow,
}: {
  gameId: string;
  signedIn: boolean;
  viewerExtra?: ReactNode;
  follow?: FollowSlot | undefined;
}) {
  const [search] = useSearchParams();
  const location = useLocation();
  const linkCode = normalizeJoinCode(search.get('code') ?? '');
  const [code, setCode] = useState(linkCode);
  const [playerId, setPlayerId] = useState(search.get('player') ?? '');
  const lookup = useGameByCode(code);
  const join = useJoinGame(gameId);
  // A code that opened the game once (kept in the phone's cache) and is refused now opens nothing: the refusal wins.
  const found = !lookup.isError && lookup.data && lookup.data.game.id === gameId.toLowerCase() ? lookup.data : null;
  const lookupError = code.length === JOIN_CODE_LENGTH ? codeProblem(lookup, Boolean(found)) : undefined;
  const joinError = join.isError ? (parseApiError(join.error).message ?? 'Could not join the game. Please try again.') : undefined;
  const freePlayer = found ? pickablePlayer(playerId, found.game.players, found.claimedPlayerIds) : '';
  const needsPlayer = found?.accessLevel === 'player' && found.game.players.some((player) => !found.claimedPlayerIds.includes(player.id));

  const enter = (event: FormEvent | MouseEvent) => {
    event.preventDefault();
    if (!found || join.isPending) return;
    join.mutate({ code, playerId: found.accessLevel === 'player' && freePlayer ? freePlayer : null });
  };
  const tryAnother = () => {
    setCode('');
    setPlayerId('');
    join.reset();
  };

  return (
    <div className="join-page">
      {signedIn ? null : <Brand />}
      <Card>
        <CardHeader>
          <CardTitle as="h1">Join Game</CardTitle>
          <CardDescription>
            {joinCardText({ code, fromLink: linkCode !== '' && code === linkCode, opened: Boolean(found) })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="form" onSubmit={enter} noValidate>
            <TextField
              label="Access code"
              value={code}
              onChange={(event) => setCode(normalizeJoinCode(event.target.value))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={JOIN_CODE_LENGTH}
              className="join-code"
              error={lookupError}
              readOnly={Boolean(found)}
            />
            {code.length === JOIN_CODE_LENGTH && lookup.isFetching ? <Spinner size={24} label="Looking up the code" /> : null}
            {lookupError === INVALID ? (
              <div className="join-next-step">
                <p>{nextStepAfterMiss(code === linkCode)}</p>
                <Button variant="outline" block onClick={tryAnother}>
                  Enter Another Code
                </Button>
              </div>
            ) : null}
            {found ? (
              <>
                <JoinGameSummary game={found.game} level={found.accessLevel} />
                {found.accessLevel === 'player' ? (
                  <JoinPlayerChoice
                    players={found.game.players}
                    claimed={found.claimedPlayerIds}
                    value={freePlayer}
                    onChange={setPlayerId}
                  />
                ) : null}
                {joinError ? (
                  <p className="form__error" role="alert">
                    {joinError}
                  </p>
                ) : null}
                {!signedIn && found.accessLevel !== 'viewer' ? (
                  <JoinNeedsAccount
                    level={found.accessLevel}
                    here={`${location.pathname}?${new URLSearchParams({ code, ...(freePlayer ? { player: freePlayer } : {}) }).toString()}`}
                  />
                ) : found.accessLevel === 'viewer' ? (
                  // A plain link too, so the board opens where the page's script has not run (decision 0704).
                  <a
                    href={viewerBoardAddress(found.game.id, code)}
                    className={buttonClass('primary', 'lg', 'btn--block')}
                    aria-disabled={join.isPending || undefined}
                    onClick={enter}
                  >
                    {join.isPending ? <Spinner size={18} label={null} /> : null}
                    Enter Game
                  </a>
                ) : (
                  <Button type="submit" size="lg" block loading={join.isPending} disabled={needsPlayer && !freePlayer}>
                    Enter Game
                  </Button>
                )}
                {found.accessLevel === 'viewer' && follow ? (
                  <div className="join-follow">
                    {follow(found.game.id, code)}
                    <NoScriptNote>Notifications need JavaScript: turn it on in this browser, then tap Notify me.</NoScriptNote>
                  </div>
                ) : null}
                <Button variant="ghost" block onClick={tryAnother}>
                  Try Different Code
                </Button>
              </>
            ) : null}
          </form>
          {signedIn && code.length === 0 ? <JoinExistingAccess gameId={gameId} /> : null}
        </CardContent>
      </Card>
      {found?.accessLevel === 'viewer' ? viewerExtra : null}
    </div>
  );
}
