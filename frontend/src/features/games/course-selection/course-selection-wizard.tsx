import type { GameView } from '@golf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { coursesQueryOptions } from '../api/get-courses.ts';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast/toast-store.ts';
import { Progress } from '../../../components/ui/progress.tsx';
import { CoursePicker } from './course-picker.tsx';
import { courseBadge, firstRoundWithoutCourse, initialChoices, type CourseOption } from './course-options.ts';
import { useSaveCourseSelection } from './use-save-course-selection.ts';

type CourseSelectionWizardProps = {
  game: GameView;
  courses: CourseOption[];
  tripCourseCount: number;
  /** The course directory, shown in place (null for a trip's game, which plays only the trip's venues); it calls back with a course added to the library. */
  courseFinder: ((onAdded: (courseId: string) => void) => ReactNode) | null;
};

/**
 * One course per round: progress over the rounds, the list of rounds set so far, then on to
 * confirmation. A course not yet in the library is found in the directory right here, added
 * with its tees and chosen for the round, without leaving the game's setup.
 */
export function CourseSelectionWizard({ game, courses, tripCourseCount, courseFinder }: CourseSelectionWizardProps) {
  const total = game.numberOfRounds;
  const [choices, setChoices] = useState(() => initialChoices(game.rounds, total));
  const [round, setRound] = useState(1);
  const [finding, setFinding] = useState(false);
  const queryClient = useQueryClient();
  const chooseAdded = (courseId: string) => {
    setChoices((current) => ({ ...current, [round]: courseId }));
    setFinding(false);
    void queryClient.invalidateQueries({ queryKey: coursesQueryOptions().queryKey });
  };
  const save = useSaveCourseSelection(game);
  const chosen = courses.find((course) => course.id === choices[round]) ?? null;
  const isLast = round === total;
  const courseName = (id: string | null) =>
    courses.find((c) => c.id === id)?.name ?? game.rounds.find((r) => r.courseId === id)?.course?.name;

  const next = () => {
    if (!choices[round]) return toast({ title: `Please select a course for round ${round}.`, variant: 'destructive' });
    if (!isLast) return setRound(round + 1);
    const missing = firstRoundWithoutCourse(choices, total);
    if (missing !== null) {
      setRound(missing);
      return toast({ title: `Please select a course for round ${missing}.`, variant: 'destructive' });
    }
    save.mutate(choices);
  };

  if (courses.length === 0) {
    return (
      <Card className="panel">
        <h2 className="section-title">Find your course</h2>
        <p className="muted">
          {courseFinder
            ? 'No courses in your library yet. Search the directory of real courses: one tap adds a course with its tees, ratings and stroke indexes, and chooses it for this round.'
            : 'No courses available: add the trip’s courses on the trip’s Setup tab.'}
        </p>
        {courseFinder?.(chooseAdded)}
      </Card>
    );
  }

  return (
    <div className="stack">
      <Card className="panel">
        <div className="wizard-progress">
          <p className="wizard-progress__label">
            Round {round} of {total}
          </p>
          <Progress value={(round / total) * 100} label="Rounds" />
        </div>
        {tripCourseCount > 0 ? <Badge variant="accent">Trip courses: {tripCourseCount}</Badge> : null}
        <CoursePicker
          label={`Course for round ${round}`}
          courses={courses}
          value={choices[round] ?? null}
          onChange={(courseId) => setChoices({ ...choices, [round]: courseId })}
        />
        {chosen ? (
          <div className="chosen-course">
            <p className="chosen-course__name">{chosen.name}</p>
            <p className="muted">
              {chosen.location} · {chosen.holes} holes
            </p>
            <Badge variant={chosen.createdBy ? 'secondary' : 'outline'}>{courseBadge(chosen)}</Badge>
          </div>
        ) : null}
        {courseFinder ? (
          <Button variant="outline" aria-expanded={finding} onClick={() => setFinding((was) => !was)}>
            {finding ? 'Close the course directory' : 'Course not listed? Find it in the directory'}
          </Button>
        ) : null}
        {courseFinder && finding ? courseFinder(chooseAdded) : null}
      </Card>

      <Card className="panel">
        <h2 className="section-title">Rounds</h2>
        <ol className="round-list">
          {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
            <li key={n} className={n === round ? 'round-list__row round-list__row--current' : 'round-list__row'}>
              <span className="round-list__number">Round {n}</span>
              <span className={choices[n] ? 'round-list__course' : 'round-list__course muted'}>
                {choices[n] ? courseName(choices[n] ?? null) : 'No course selected'}
              </span>
            </li>
          ))}
        </ol>
      </Card>

      <div className="button-row">
        <Button variant="outline" disabled={round === 1} onClick={() => setRound(round - 1)}>
          Previous Round
        </Button>
        <Button disabled={!choices[round]} loading={save.isPending} onClick={next}>
          {isLast ? 'Start Game Setup' : 'Next Round'}
        </Button>
      </div>
    </div>
  );
}
