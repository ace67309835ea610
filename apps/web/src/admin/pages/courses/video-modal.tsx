import {
  adminCreateVideo,
  adminUpdateVideo,
  type TAdminVideo,
  type TVideoInput,
} from '@shuyuan/contract/admin-courses';
import { Form, Input, InputNumber, Modal, Select, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { MediaUpload } from '../media/media-upload';
import { COURSES_KEY } from './course-queries';
import { VideoCaptions } from './video-captions';
import './i18n/register';

/** A new video has no id yet, so its captions come once it is saved. */
function CaptionsAfterSave() {
  return (
    <Typography.Paragraph type="secondary">
      {useTranslation('admin-captions').t('saveFirst')}
    </Typography.Paragraph>
  );
}

interface Props {
  courseId: number;
  chapters: { id: number; title: string }[];
  /** The video being edited, or the chapter a new one goes into. */
  editing: TAdminVideo | { chapter_id: number } | null;
  onClose: () => void;
}

/** Reads a video file's length in the browser, so the duration need not be typed. */
function probeDuration(url: string): Promise<number> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.onloadedmetadata = () => resolve(Number.isFinite(video.duration) ? Math.round(video.duration) : 0);
    video.onerror = () => resolve(0);
    video.src = url;
  });
}

export function VideoModal({ courseId, chapters, editing, onClose }: Props) {
  const { t } = useTranslation('admin-courses');
  const [form] = Form.useForm<TVideoInput>();
  const create = useAdminWrite(adminCreateVideo, [COURSES_KEY], t('saved'));
  const update = useAdminWrite(adminUpdateVideo, [COURSES_KEY], t('saved'));
  const existing = editing && 'id' in editing ? editing : null;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      existing ?? {
        chapter_id: editing.chapter_id,
        duration: 0,
        free_seconds: 0,
        ban_drag: false,
        is_show: true,
      },
    );
  }, [editing, existing, form]);

  const submit = (body: TVideoInput) => {
    const done = { onSuccess: onClose };
    if (existing) update.mutate({ params: { id: existing.id }, body }, done);
    else create.mutate({ params: { id: courseId }, body }, done);
  };

  return (
    <Modal
      open={editing !== null}
      title={existing ? t('editVideo') : t('newVideo')}
      width={640}
      okText={t('save')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="title"
          label={t('videoTitle')}
          rules={[{ required: true, message: t('videoTitle') }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="chapter_id" label={t('chapterTitle')}>
          <Select
            options={[
              { value: 0, label: t('noChapter') },
              ...chapters.map((c) => ({ value: c.id, label: c.title })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t('videoUrl')} extra={t('videoUrlHint')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Form.Item name="url" noStyle>
              <Input aria-label={t('videoUrl')} />
            </Form.Item>
            <MediaUpload
              kind="video"
              onUploaded={async (media) => {
                form.setFieldValue('url', media.url);
                if (!form.getFieldValue('title'))
                  form.setFieldValue('title', media.name.replace(/\.[^.]+$/, ''));
                const seconds = await probeDuration(media.url);
                if (seconds > 0) form.setFieldValue('duration', seconds);
              }}
            />
          </Space>
        </Form.Item>
        <Space size={24} wrap>
          <Form.Item name="duration" label={t('duration')}>
            <InputNumber min={0} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="free_seconds" label={t('freeSeconds')}>
            <InputNumber min={0} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="ban_drag" label={t('banDrag')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="is_show" label={t('isShow')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
      {existing ? <VideoCaptions videoId={existing.id} /> : <CaptionsAfterSave />}
    </Modal>
  );
}
