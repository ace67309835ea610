import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { adminPublishCourse, type TAdminCourseDetail } from '@shuyuan/contract/admin-courses';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { AttachmentList } from './attachment-list';
import { ChapterList } from './chapter-list';
import { CourseForm } from './course-form';
import { COURSES_KEY, courseKey, useCourse } from './course-queries';
import './i18n/register';

/** /admin/courses/new and /admin/courses/:id: the course's fields, and its chapters and videos. */
export function CourseEditPage() {
  const { t } = useTranslation('admin-courses');
  const navigate = useNavigate();
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const courseId = id && /^\d+$/.test(id) ? Number(id) : null;
  const course = useCourse(courseId);
  const publish = useAdminWrite(adminPublishCourse, [COURSES_KEY]);
  const client = useQueryClient();
  // The server's answer is the new state: the head shows it at once, and the refresh that follows confirms it.
  const togglePublished = (shown: TAdminCourseDetail) => {
    const is_show = !shown.is_show;
    publish.mutate(
      { params: { id: shown.id }, body: { is_show } },
      {
        onSuccess: () =>
          client.setQueryData<TAdminCourseDetail>(courseKey(shown.id), (old) => old && { ...old, is_show }),
      },
    );
  };

  if (courseId !== null && !course.data) return <Spin style={{ display: 'block', margin: 80 }} />;
  const data = course.data;

  return (
    <>
      <div className="admin-page-head">
        <Space size={12}>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            aria-label={t('back')}
            onClick={() => navigate('/admin/courses')}
          />
          <Typography.Title level={3}>{data ? data.title : t('newCourse')}</Typography.Title>
          {data && (data.is_show ? <Tag color="success">{t('shown')}</Tag> : <Tag>{t('hidden')}</Tag>)}
        </Space>
        {data && (
          <Space>
            <Button icon={<EyeOutlined />} href={`/courses/detail/${data.id}?preview=1`} target="_blank">
              {t('viewOnSite')}
            </Button>
            <Button
              type={data.is_show ? 'default' : 'primary'}
              loading={publish.isPending}
              onClick={() => togglePublished(data)}
            >
              {data.is_show ? t('unpublish') : t('publish')}
            </Button>
          </Space>
        )}
      </div>
      <Tabs
        activeKey={data ? (search.get('tab') ?? 'basic') : 'basic'}
        onChange={(tab) => setSearch({ tab }, { replace: true })}
        items={[
          {
            key: 'basic',
            label: t('tabBasic'),
            children: <CourseForm key={data?.id ?? 'new'} course={data} />,
          },
          {
            key: 'content',
            label: t('tabContent'),
            disabled: !data,
            children: data ? <ChapterList course={data} /> : null,
          },
          {
            key: 'attachments',
            label: t('attachments.tab'),
            disabled: !data,
            children: data ? <AttachmentList courseId={data.id} /> : null,
          },
        ]}
      />
    </>
  );
}
