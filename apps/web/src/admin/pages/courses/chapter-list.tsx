import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  adminCreateChapter,
  adminDeleteChapter,
  adminDeleteVideo,
  adminUpdateChapter,
  type TAdminCourseDetail,
  type TAdminVideo,
} from '@shuyuan/contract/admin-courses';
import { Button, Empty, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { COURSES_KEY } from './course-queries';
import { VideoModal } from './video-modal';
import './i18n/register';
import { ScrollBox } from '../../kit/scroll-box';

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** Chapters with their videos; add, rename and delete both. */
export function ChapterList({ course }: { course: TAdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const [video, setVideo] = useState<TAdminVideo | { chapter_id: number } | null>(null);
  const [chapter, setChapter] = useState<{ id?: number; title: string; sort: number } | null>(null);
  const createChapter = useAdminWrite(adminCreateChapter, [COURSES_KEY], t('saved'));
  const updateChapter = useAdminWrite(adminUpdateChapter, [COURSES_KEY], t('saved'));
  const deleteChapter = useAdminWrite(adminDeleteChapter, [COURSES_KEY]);
  const deleteVideo = useAdminWrite(adminDeleteVideo, [COURSES_KEY]);

  const saveChapter = () => {
    if (!chapter?.title.trim()) return;
    const body = { title: chapter.title, sort: chapter.sort };
    const done = { onSuccess: () => setChapter(null) };
    if (chapter.id) updateChapter.mutate({ params: { id: chapter.id }, body }, done);
    else createChapter.mutate({ params: { id: course.id }, body }, done);
  };

  const videoTable = (videos: TAdminVideo[]) => (
    <ScrollBox>
      <Table<TAdminVideo>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={videos}
        columns={[
          { title: t('videoTitle'), dataIndex: 'title' },
          { title: t('duration'), dataIndex: 'duration', width: 110, render: (v: number) => mmss(v) },
          {
            title: t('freeSeconds'),
            dataIndex: 'free_seconds',
            width: 190,
            render: (v: number) => (v ? `${v}s` : '-'),
          },
          {
            title: t('banDrag'),
            dataIndex: 'ban_drag',
            width: 130,
            render: (v: boolean) => (v ? <Tag color="orange">{t('banDrag')}</Tag> : '-'),
          },
          {
            title: t('colStatus'),
            dataIndex: 'is_show',
            width: 100,
            render: (v: boolean) => (v ? <Tag color="success">{t('shown')}</Tag> : <Tag>{t('hidden')}</Tag>),
          },
          {
            title: t('colActions'),
            key: 'a',
            width: 140,
            render: (_, v) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setVideo(v)}>
                  {t('edit')}
                </Button>
                <Popconfirm
                  title={t('confirmDelete')}
                  onConfirm={() => deleteVideo.mutate({ params: { id: v.id } })}
                >
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </ScrollBox>
  );

  return (
    <>
      <div className="admin-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setChapter({ title: '', sort: course.chapters.length + 1 })}
        >
          {t('newChapter')}
        </Button>
      </div>
      {course.chapters.length === 0 && course.videos.length === 0 && <Empty description={t('empty')} />}
      {course.chapters.map((c) => (
        <section key={c.id} className="admin-chapter" aria-label={c.title}>
          <div className="admin-chapter-head">
            <strong>{c.title}</strong>
            <Space size={4}>
              <Button size="small" icon={<PlusOutlined />} onClick={() => setVideo({ chapter_id: c.id })}>
                {t('newVideo')}
              </Button>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={t('edit')}
                onClick={() => setChapter({ id: c.id, title: c.title, sort: c.sort })}
              />
              <Popconfirm
                title={t('confirmDelete')}
                onConfirm={() => deleteChapter.mutate({ params: { id: c.id } })}
              >
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
              </Popconfirm>
            </Space>
          </div>
          {videoTable(c.videos)}
        </section>
      ))}
      {course.videos.length > 0 && (
        <section className="admin-chapter" aria-label={t('noChapter')}>
          <div className="admin-chapter-head">
            <strong>{t('noChapter')}</strong>
          </div>
          {videoTable(course.videos)}
        </section>
      )}
      <Modal
        open={chapter !== null}
        title={chapter?.id ? t('edit') : t('newChapter')}
        okText={t('save')}
        onOk={saveChapter}
        confirmLoading={createChapter.isPending || updateChapter.isPending}
        onCancel={() => setChapter(null)}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input
            aria-label={t('chapterTitle')}
            placeholder={t('chapterTitle')}
            value={chapter?.title}
            maxLength={120}
            onChange={(e) => setChapter((c) => c && { ...c, title: e.target.value })}
            onPressEnter={saveChapter}
          />
          <InputNumber
            aria-label={t('sort')}
            addonBefore={t('sort')}
            min={0}
            value={chapter?.sort}
            onChange={(v) => setChapter((c) => c && { ...c, sort: Number(v ?? 0) })}
          />
        </Space>
      </Modal>
      <VideoModal
        courseId={course.id}
        chapters={course.chapters}
        editing={video}
        onClose={() => setVideo(null)}
      />
    </>
  );
}
