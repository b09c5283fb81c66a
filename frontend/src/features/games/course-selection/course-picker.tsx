import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons/chevron-down-icon.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { courseBadge, filterCourses, type CourseOption } from './course-options.ts';

type CoursePickerProps = {
  label: string;
  courses: readonly CourseOption[];
  value: string | null;
  onChange: (courseId: string) => void;
};

/** A searchable dropdown of courses: filters by name or location, sorted by name. */
export function CoursePicker({ label, courses, value, onChange }: CoursePickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const selected = courses.find((course) => course.id === value) ?? null;
  const shown = filterCourses(courses, query);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const choose = (courseId: string) => {
    onChange(courseId);
    setOpen(false);
    setQuery('');
  };

  return (
    <div className="field course-picker" ref={root}>
      <span className="field__label" id={`${listId}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="input course-picker__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${listId}-label ${listId}-value`}
        onClick={() => setOpen((was) => !was)}
      >
        <span id={`${listId}-value`} className={selected ? 'course-picker__value' : 'course-picker__placeholder'}>
          {selected ? selected.name : 'Select a course'}
        </span>
        <ChevronDownIcon size={18} />
      </button>
      {open ? (
        <div className="course-picker__panel" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
          <SearchField
            autoFocus
            label="Search courses"
            placeholder="Search by name or location"
            aria-controls={listId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <ul id={listId} role="listbox" aria-label="Courses" className="course-picker__list">
            {shown.length === 0 ? (
              <li role="none" className="muted course-picker__empty">
                No courses match your search
              </li>
            ) : null}
            {shown.map((course) => (
              <li key={course.id} role="none">
                <button
                  type="button"
                  role="option"
                  aria-selected={course.id === value}
                  className="course-option"
                  onClick={() => choose(course.id)}
                >
                  <span className="course-option__text">
                    <span className="course-option__name">{course.name}</span>
                    <span className="course-option__meta">
                      {course.location} · {course.holes} holes
                    </span>
                  </span>
                  <Badge variant={course.createdBy ? 'secondary' : 'outline'}>{courseBadge(course)}</Badge>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
