import { Empty } from 'antd';
import type { ComponentProps } from 'react';
import { CourseCard, CourseGrid } from '#shared/course-card';

type Course = ComponentProps<typeof CourseCard>['course'];

/** A titled grid of course cards, or its empty text: the courses of a teacher, of a 专栏. */
export function CourseShelf(props: {
  id: string;
  className: string;
  title: string;
  empty: string;
  courses: Course[];
}) {
  const { id, className, title, empty, courses } = props;
  return (
    <section className={className} aria-labelledby={id}>
      <div className="section-title">
        <h2 id={id}>{title}</h2>
      </div>
      {courses.length === 0 ? (
        <Empty className="list-empty" description={empty} />
      ) : (
        <CourseGrid>
          {courses.map((c) => (
            <li key={c.id}>
              <CourseCard course={c} />
            </li>
          ))}
        </CourseGrid>
      )}
    </section>
  );
}
