import type { CupView } from '@golf/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { useMakeMatches } from '../api/make-matches.ts';
import { useProposePairings } from '../api/propose-pairings.ts';
import { nextSession } from '../model/cup-labels.ts';
import { matchBodies, type DraftMatch, type SessionSettings } from '../model/pairing-draft.ts';
import { PairingsEditor } from './pairings-editor.tsx';
import { SessionSettingsFields } from './session-settings.tsx';

/**
 * A new session (organizers and captains): where and when it is played, the proposed pairings
 * (partners and opponents repeated as little as possible), changed as the captains agree, then
 * its matches made, each a game of the trip with its tee time.
 */
export function SessionMaker({ cup, onMade }: { cup: CupView; onMade: () => void }) {
  const venue = cup.venues[0];
  const [settings, setSettings] = useState<SessionSettings>(() => ({
    session: nextSession(cup.matches),
    format: 'four_ball',
    courseId: venue?.courseId ?? '',
    teeSetId: venue?.tees[0]?.id ?? '',
    firstTeeTime: '',
    interval: 10,
    points: 1,
  }));
  const [draft, setDraft] = useState<{ matches: DraftMatch[]; seed: number } | null>(null);
  const propose = useProposePairings(cup.tripId, { onSuccess: (proposal) => setDraft({ matches: proposal.matches, seed: proposal.seed }) });
  const make = useMakeMatches(cup.tripId, { onSuccess: onMade });
  const change = (update: Partial<SessionSettings>) => {
    setSettings({ ...settings, ...update });
    // Other players or another format: the pairings are asked for again.
    if (update.format !== undefined || update.session !== undefined) setDraft(null);
  };
  const makeMatches = (matches: DraftMatch[]) => {
    try {
      make.mutate(matchBodies(matches, settings));
    } catch (error) {
      toast({ title: 'Check the tee times', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  };
  const ask = (seed?: number) =>
    propose.mutate({ session: settings.session, format: settings.format, ...(seed === undefined ? {} : { seed }) });
  return (
    <div className="cup-maker">
      <Card>
        <CardHeader>
          <CardTitle>Session {settings.session}</CardTitle>
          <CardDescription>Choose the format, course and first tee time, then ask for the pairings.</CardDescription>
        </CardHeader>
        <CardContent>
          <SessionSettingsFields cup={cup} settings={settings} onChange={change} />
          <Button
            block
            variant={draft ? 'outline' : 'primary'}
            loading={propose.isPending}
            onClick={() => ask(draft ? draft.seed + 1 : undefined)}
          >
            {draft ? 'Propose Other Pairings' : 'Propose Pairings'}
          </Button>
        </CardContent>
      </Card>
      {draft ? (
        <Card>
          <CardHeader>
            <CardTitle>Pairings</CardTitle>
            <CardDescription>Change any player: the one they replace takes their place.</CardDescription>
          </CardHeader>
          <CardContent>
            <PairingsEditor
              cup={cup}
              matches={draft.matches}
              firstTeeTime={settings.firstTeeTime}
              interval={settings.interval}
              onChange={(matches) => setDraft({ ...draft, matches })}
            />
            <Button block size="lg" loading={make.isPending} disabled={!settings.teeSetId} onClick={() => makeMatches(draft.matches)}>
              Make {draft.matches.length} {draft.matches.length === 1 ? 'Match' : 'Matches'}
            </Button>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
