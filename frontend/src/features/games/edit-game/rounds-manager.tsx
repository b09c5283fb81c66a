import type { GameView } from '@golf/contracts';
import { useState } from 'react';
import { PencilIcon } from '../../../components/icons/pencil-icon.tsx';
import { PlusIcon } from '../../../components/icons/plus-icon.tsx';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import type { CourseOption } from '../course-selection/course-options.ts';
import { FormSection } from '../shared/form-section.tsx';
import { RoundCourseEditor } from './round-course-editor.tsx';
import { useRoundChanges } from './use-round-changes.ts';

/** Most rounds a game can have. */
const MAX_ROUNDS = 20;

/** Rounds management: change one round's course at a time, remove a round, add a round. */
export function RoundsManager({ game, courses: loaded }: { game: GameView; courses: CourseOption[] | null }) {
  const courses = loaded ?? [];
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { add, update, remove } = useRoundChanges(game.id);
  const rounds = Array.from({ length: game.numberOfRounds }, (_, i) => i + 1);
  const roundOf = (n: number) => game.rounds.find((r) => r.roundNumber === n) ?? null;

  const openAdd = () => {
    if (courses.length === 0) {
      return toast({
        title: 'No Courses Available',
        description: 'Please create at least one course before adding rounds.',
        variant: 'destructive',
      });
    }
    setEditing('new');
  };
  const removeRound = (n: number) => {
    if (window.confirm(`Remove round ${n}? All scores of this round will be deleted.`)) remove.mutate(n);
  };

  return (
    <FormSection title="Rounds">
      <ol className="stack">
        {rounds.map((n) => {
          const round = roundOf(n);
          return (
            <li key={n} className="round-item">
              <div className="round-item__row">
                <span className="round-item__text">
                  <span className="round-item__number">Round {n}</span>
                  <span className={round?.course ? 'round-item__course' : 'round-item__course muted'}>
                    {round?.course?.name ?? 'No course selected'}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit course of round ${n}`}
                  disabled={editing !== null}
                  onClick={() => setEditing(n)}
                >
                  <PencilIcon size={18} />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="btn--danger-text"
                  aria-label={`Delete round ${n}`}
                  disabled={editing !== null || game.numberOfRounds <= 1 || remove.isPending}
                  onClick={() => removeRound(n)}
                >
                  <TrashIcon size={18} />
                </Button>
              </div>
              {editing === n ? (
                <RoundCourseEditor
                  label={`Course for round ${n}`}
                  courses={courses}
                  initial={round?.courseId ?? null}
                  saveLabel="Save Round"
                  saving={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSave={(courseId) =>
                    update.mutate({ roundNumber: n, courseId, hasCourse: round !== null }, { onSuccess: () => setEditing(null) })
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {editing === 'new' ? (
        <RoundCourseEditor
          label={`Course for round ${game.numberOfRounds + 1}`}
          courses={courses}
          initial={null}
          saveLabel="Add Round"
          saving={add.isPending}
          requiredMessage={{ title: 'Course Required', description: 'Please select a course for the new round.' }}
          onCancel={() => setEditing(null)}
          onSave={(courseId) => add.mutate({ roundNumber: game.numberOfRounds + 1, courseId }, { onSuccess: () => setEditing(null) })}
        />
      ) : (
        <Button variant="outline" disabled={loaded === null || editing !== null || game.numberOfRounds >= MAX_ROUNDS} onClick={openAdd}>
          <PlusIcon size={18} />
          Add Round
        </Button>
      )}
    </FormSection>
  );
}
