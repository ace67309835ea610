import { adminPublishExamPaper, type TAdminExamPaper } from '@shuyuan/contract/admin-exam-papers';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { RowButton } from '../../kit/row-actions';
import { PAPERS_KEY } from './paper-queries';
import './i18n/register';

/**
 * 发布 / 下架 a paper. The server decides (a paper without questions, a pass mark above the total): its
 * refusal is said as it is (试卷还没有试题，无法发布), and the list and the paper are read again either way.
 */
export function PublishButton({
  paper,
  inRow = false,
}: {
  paper: Pick<TAdminExamPaper, 'id' | 'is_published'>;
  inRow?: boolean;
}) {
  const { t } = useTranslation('admin-exams');
  const on = !paper.is_published;
  const write = useAdminWrite(
    adminPublishExamPaper,
    [PAPERS_KEY],
    on ? t('papers.publishedDone') : t('papers.unpublishedDone'),
  );
  const click = () => write.mutate({ params: { id: paper.id }, body: { is_published: on } });
  const label = on ? t('papers.publish') : t('papers.unpublish');
  if (inRow)
    return (
      <RowButton disabled={write.isPending} onClick={click}>
        {label}
      </RowButton>
    );
  return (
    <Button type={on ? 'primary' : 'default'} loading={write.isPending} onClick={click}>
      {label}
    </Button>
  );
}
