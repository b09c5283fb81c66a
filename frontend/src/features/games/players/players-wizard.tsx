import { HandicapIndexField, type GameView } from '@golf/contracts';
import { teamStepLayouts, type TeamConfiguration } from '@golf/golf';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getMyHandicap, myHandicapQueryKey } from '../../../lib/my-handicap.ts';
import { useTripMembers } from '../api/get-trip-members.ts';
import { namedSlots, initialSlots, type PlayerSlot } from './player-slots.ts';
import { PlayerEditor, type PlayerTab } from './player-editor.tsx';
import { PlayersReview } from './players-review.tsx';
import { SlotControls } from './slot-controls.tsx';
import { TeamAssignment } from './team-assignment.tsx';
import type { TeamPicks } from './team-draft.ts';
import { useConfirmPlayers } from './use-confirm-players.ts';
import { useMe } from '../shared/use-me.ts';
import { myPlayerName, offersAddMe, slotForMe } from './add-me.ts';
import { useRemovePlayer } from './use-remove-player.ts';

type Step = 'edit' | 'teams' | 'review';

/** Add players one at a time, then teams (when the format or Las Vegas needs them), then review and confirm. */
export function PlayersWizard({ game }: { game: GameView }) {
  const nextKey = useRef(0);
  const newKey = () => `slot-${nextKey.current++}`;
  const [slots, setSlots] = useState<PlayerSlot[]>(() => initialSlots(game.players, game.targetPlayerCount, newKey));
  const [index, setIndex] = useState(0);
  const [step, setStep] = useState<Step>('edit');
  const members = useTripMembers(game.tripId).data ?? [];
  // Until the user picks a tab: Trip Members once the trip's members are known, else User Search.
  const [chosenTab, setTab] = useState<PlayerTab | null>(null);
  const tab = chosenTab ?? (members.length > 0 ? 'trip' : 'search');
  const [picks, setPicks] = useState<TeamPicks>({});
  const [layout, setLayout] = useState<TeamConfiguration | null>(null);
  const [handicapError, setHandicapError] = useState<string>();
  const confirm = useConfirmPlayers(game);
  const removePlayer = useRemovePlayer(game.id);
  const me = useMe();
  // The user's app index for 'Add me' (offered beside the typed one); 'Add me' works without it.
  const myRecord = useQuery({ queryKey: myHandicapQueryKey, queryFn: getMyHandicap, enabled: Boolean(me) }).data;
  const myApp = myRecord ? { appHandicapIndex: myRecord.handicapIndex, useAppIndex: myRecord.useAppIndex } : undefined;

  const named = namedSlots(slots);
  // The format's teams, or Las Vegas's two teams of two on a format without teams (decision 0797).
  // A game kept on the phone from before games carried their side games has none.
  const playsVegas = Boolean((game.sideGames as GameView['sideGames'] | undefined)?.vegas);
  const layouts = teamStepLayouts(game.gameType, named.length, playsVegas);
  const teamStep = layouts.length > 0;
  const chosenLayout = layouts.find((l) => l.teamCount === layout?.teamCount) ?? layouts[0] ?? null;
  const slot = slots[index] ?? slots[0]!;

  const replace = (changed: PlayerSlot) => {
    setHandicapError(undefined);
    setSlots((all) => all.map((s) => (s.key === changed.key ? changed : s)));
  };
  const goNext = () => {
    const handicap = HandicapIndexField.safeParse(slot.handicap);
    if (!handicap.success) return setHandicapError(handicap.error.issues[0]?.message);
    if (index < slots.length - 1) return setIndex(index + 1);
    setStep(teamStep && chosenLayout ? 'teams' : 'review');
  };
  const pick = (picked: PlayerSlot) => {
    replace(picked);
    if (index < slots.length - 1) setIndex(index + 1);
  };
  const submit = () => confirm.mutate({ slots, teams: teamStep && chosenLayout ? { picks, layout: chosenLayout } : null });

  if (step === 'teams' && chosenLayout) {
    return (
      <TeamAssignment
        slots={named}
        layouts={layouts}
        picks={picks}
        layout={chosenLayout}
        forVegas={playsVegas}
        onChange={(nextPicks, nextLayout) => {
          setPicks(nextPicks);
          setLayout(nextLayout);
        }}
        onBack={() => setStep('edit')}
        onConfirm={() => setStep('review')}
      />
    );
  }
  if (step === 'review') {
    return (
      <PlayersReview
        slots={named}
        picks={teamStep ? picks : null}
        confirming={confirm.isPending}
        onBack={() => setStep('edit')}
        onConfirm={submit}
      />
    );
  }
  return (
    <SlotControls
      slots={slots}
      index={index}
      targetPlayerCount={game.targetPlayerCount}
      onIndex={(i) => {
        setHandicapError(undefined);
        setIndex(i);
      }}
      onSlots={setSlots}
      onNext={goNext}
      newKey={newKey}
      onRemovePlayer={(playerId) => removePlayer.mutateAsync(playerId)}
      removing={removePlayer.isPending}
    >
      <PlayerEditor
        key={slot.key}
        slot={slot}
        tab={tab}
        tripMembers={members}
        handicapError={handicapError}
        onTab={setTab}
        onChange={replace}
        onPicked={pick}
        addMe={me && offersAddMe(slots, slot, me) ? { name: myPlayerName(me), pick: () => pick(slotForMe(slot, me, myApp)) } : null}
      />
    </SlotControls>
  );
}
