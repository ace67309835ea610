import { FileTextOutlined, RightOutlined } from '@ant-design/icons';
import type { TExamPaperItem } from '@shuyuan/contract/exam-papers';
import { Link } from 'react-router';
import type { PaperStanding } from '../paper-view';
import { PaperTags, usePaperFacts } from './paper-tags';
import '#shared/list-page.css';
import './papers.css';

/** A paper in the PC list: its icon, title, facts, the member's standing and lock, and the way in. */
export function PaperRow({
  paper: p,
  standing,
  isMember,
  now,
}: {
  paper: TExamPaperItem;
  standing: PaperStanding | null;
  isMember: boolean;
  now: number;
}) {
  const facts = usePaperFacts()(p);
  return (
    <article className="exam-paper-row">
      <Link to={`/exam/papers/${p.id}`} className="row-link exam-paper-row__link">
        <span className="icon-disc exam-paper-row__icon" aria-hidden="true">
          <FileTextOutlined />
        </span>
        <div className="row-link__text">
          <h2 className="row-link__title exam-paper-row__title">{p.title}</h2>
          <p className="exam-paper-row__facts">
            {facts.map((f) => (
              <span key={f}>{f}</span>
            ))}
          </p>
        </div>
        <div className="exam-paper-row__side">
          <PaperTags paper={p} standing={standing} isMember={isMember} now={now} />
          <RightOutlined aria-hidden="true" className="exam-paper-row__arrow" />
        </div>
      </Link>
    </article>
  );
}
