import { PlusOutlined } from '@ant-design/icons';
import { adminDeleteCourse, adminListCourses, adminPublishCourse } from '@shuyuan/contract/admin-courses';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { ListPage } from '../../kit/list-page';
import { RowButton } from '../../kit/row-actions';
import { COURSES_KEY, useCourseOptions } from './course-queries';
import './i18n/register';
import { formatDateTimeSeconds } from '#shared/time';

export function CourseListPage() {
  const { t } = useTranslation('admin-courses');
  const navigate = useNavigate();
  const options = useCourseOptions();
  const publish = useAdminWrite(adminPublishCourse, [COURSES_KEY]);

  return (
    <ListPage
      title={t('courses')}
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/courses/new')}>
          {t('newCourse')}
        </Button>
      }
      list={adminListCourses}
      queryKey={COURSES_KEY}
      filters={[
        { kind: 'search', name: 'keywords', placeholder: t('search'), width: 280 },
        {
          kind: 'select',
          name: 'category_id',
          placeholder: t('allCategories'),
          width: 180,
          options: options.data?.categories.map((c) => ({ value: c.id, label: c.name })),
        },
        {
          kind: 'select',
          name: 'is_show',
          placeholder: t('allStates'),
          width: 140,
          options: [
            { value: '1', label: t('shown') },
            { value: '0', label: t('hidden') },
          ],
        },
      ]}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 72 },
        {
          title: t('colCourse'),
          key: 'course',
          render: (_, c) => (
            <Space size={12}>
              {c.thumb ? (
                <img className="admin-thumb" src={c.thumb} alt="" />
              ) : (
                <span className="admin-thumb" />
              )}
              <Link to={`/admin/courses/${c.id}`}>{c.title}</Link>
            </Space>
          ),
        },
        { title: t('colCategory'), dataIndex: 'category_name', width: 140 },
        {
          title: t('colPrice'),
          key: 'price',
          width: 170,
          render: (_, c) => (
            <Space size={4} wrap>
              {c.is_free ? <Tag color="green">{t('free')}</Tag> : <span>¥{c.charge.toFixed(2)}</span>}
              {c.is_vip_free && <Tag color="gold">{t('vipFree')}</Tag>}
            </Space>
          ),
        },
        { title: t('colVideos'), dataIndex: 'video_count', width: 90 },
        { title: t('colStudents'), dataIndex: 'user_count', width: 90 },
        {
          title: t('colStatus'),
          dataIndex: 'is_show',
          width: 100,
          render: (v: boolean) => (v ? <Tag color="success">{t('shown')}</Tag> : <Tag>{t('hidden')}</Tag>),
        },
        {
          title: t('colUpdated'),
          dataIndex: 'updated_at',
          width: 180,
          render: (v: number) => formatDateTimeSeconds(v),
        },
      ]}
      rowActions={{
        width: 200,
        render: (c) => (
          <>
            <RowButton onClick={() => navigate(`/admin/courses/${c.id}`)}>{t('edit')}</RowButton>
            <RowButton
              onClick={() => publish.mutate({ params: { id: c.id }, body: { is_show: !c.is_show } })}
            >
              {c.is_show ? t('unpublish') : t('publish')}
            </RowButton>
          </>
        ),
      }}
      remove={{ endpoint: adminDeleteCourse }}
    />
  );
}
