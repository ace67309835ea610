import {
  adminCreateVideo,
  adminUpdateVideo,
  type TAdminVideo,
  type TVideoInput,
} from '@shuyuan/contract/admin-courses';
import { Form, Input, InputNumber, Modal, Select, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useAdminWrite } from '../../api/admin-mutation';
import { MediaUpload } from '../media/media-upload';
import { useCaptionText } from './caption-text';
import { COURSES_KEY } from './course-queries';
import { useCoursesText } from './courses-text';
import { VideoCaptions } from './video-captions';

/** A new video has no id yet, so its captions come once it is saved. */
function CaptionsAfterSave() {
  return <Typography.Paragraph type="secondary">{useCaptionText().saveFirst}</Typography.Paragraph>;
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
  const text = useCoursesText();
  const [form] = Form.useForm<TVideoInput>();
  const create = useAdminWrite(adminCreateVideo, [COURSES_KEY], text.saved);
  const update = useAdminWrite(adminUpdateVideo, [COURSES_KEY], text.saved);
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
      title={existing ? text.editVideo : text.newVideo}
      width={640}
      okText={text.save}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="title"
          label={text.videoTitle}
          rules={[{ required: true, message: text.videoTitle }]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="chapter_id" label={text.chapterTitle}>
          <Select
            options={[
              { value: 0, label: text.noChapter },
              ...chapters.map((c) => ({ value: c.id, label: c.title })),
            ]}
          />
        </Form.Item>
        <Form.Item label={text.videoUrl} extra={text.videoUrlHint}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Form.Item name="url" noStyle>
              <Input aria-label={text.videoUrl} />
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
          <Form.Item name="duration" label={text.duration}>
            <InputNumber min={0} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="free_seconds" label={text.freeSeconds}>
            <InputNumber min={0} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="ban_drag" label={text.banDrag} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="is_show" label={text.isShow} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
      {existing ? <VideoCaptions videoId={existing.id} /> : <CaptionsAfterSave />}
    </Modal>
  );
}
