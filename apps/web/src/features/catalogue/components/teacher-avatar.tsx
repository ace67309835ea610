import type { TTeacher } from '@shuyuan/contract/catalogue';

/** A teacher's picture, or the first character of their name on a green disc (decorative: the name is beside it). */
export function TeacherAvatar({
  teacher,
  className,
}: {
  teacher: Pick<TTeacher, 'name' | 'avatar'>;
  className: string;
}) {
  return teacher.avatar ? (
    <img src={teacher.avatar} alt="" className={`icon-disc ${className}`} loading="lazy" />
  ) : (
    <span className={`icon-disc ${className}`} aria-hidden="true">
      {teacher.name.slice(0, 1)}
    </span>
  );
}
