import { CloudUploadOutlined } from '@ant-design/icons';
import {
  adminDeleteVideoCaption,
  adminListVideoCaptions,
  adminUploadVideoCaption,
  CAPTION_MAX_BYTES,
  type TAdminCaption,
} from '@shuyuan/contract/admin-captions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { formatBytes } from '../media/format-bytes';
import { COURSES_KEY } from './course-queries';
import './i18n/register';
import { ScrollBox } from '../../kit/scroll-box';

/** Common caption languages: BCP 47 tag (the player's srclang) and the name a viewer reads in its menu. */
const LANGUAGES = [
  { tag: 'zh-CN', name: '中文' },
  { tag: 'zh-TW', name: '繁體中文' },
  { tag: 'en', name: 'English' },
  { tag: 'ja', name: '日本語' },
  { tag: 'ko', name: '한국어' },
  { tag: 'fr', name: 'Français' },
  { tag: 'de', name: 'Deutsch' },
  { tag: 'es', name: 'Español' },
] as const;

/**
 * The caption tracks of a saved video: the list, a delete per track, and an upload of one .vtt file for a
 * language. The server checks the file (UTF-8 WebVTT, size) and answers in Chinese when it refuses it.
 */
export function VideoCaptions({ videoId }: { videoId: number }) {
  const { t } = useTranslation('admin-captions');
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = [...COURSES_KEY, 'captions', videoId];
  const list = useQuery({
    queryKey: key,
    queryFn: () => callAdmin(adminListVideoCaptions, { params: { id: videoId } }),
  });
  const remove = useAdminWrite(adminDeleteVideoCaption, [key], t('deleted'));
  const taken = new Set((list.data ?? []).map((c) => c.lang));
  const firstFree = LANGUAGES.find((l) => !taken.has(l.tag)) ?? LANGUAGES[0];
  const [lang, setLang] = useState<string | null>(null);
  const [label, setLabel] = useState<string | null>(null);
  const chosen = lang ?? firstFree.tag;
  const shownLabel = label ?? LANGUAGES.find((l) => l.tag === chosen)?.name ?? '';
  const input = useRef<HTMLInputElement>(null);

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('lang', chosen);
      form.append('label', shownLabel.trim());
      form.append('file', file, file.name);
      // A multipart body: the contract declares none (the server reads the form itself).
      return callAdmin(adminUploadVideoCaption, { params: { id: videoId }, body: form as never });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: key });
      setLang(null);
      setLabel(null);
      message.success(t('uploaded'));
    },
    onError: (error) => message.error(error.message),
  });

  const pick = (file: File) => {
    if (!shownLabel.trim()) return message.error(t('labelRequired'));
    if (file.size > CAPTION_MAX_BYTES)
      return message.error(t('tooLarge', { max: formatBytes(CAPTION_MAX_BYTES) }));
    upload.mutate(file);
  };

  return (
    <section className="video-captions" aria-labelledby={`captions-${videoId}`}>
      <Typography.Title level={5} id={`captions-${videoId}`} style={{ marginTop: 8 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('hint', { max: formatBytes(CAPTION_MAX_BYTES) })}
      </Typography.Paragraph>
      <ScrollBox>
        <Table<TAdminCaption>
          rowKey="id"
          size="small"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          pagination={false}
          locale={{ emptyText: t('empty') }}
          columns={[
            { title: t('lang'), dataIndex: 'lang', width: 110 },
            { title: t('label'), dataIndex: 'label' },
            { title: t('size'), dataIndex: 'size', width: 100, render: formatBytes },
            {
              key: 'actions',
              width: 80,
              render: (_, c) => (
                <Popconfirm
                  title={t('confirmDelete')}
                  onConfirm={() => remove.mutate({ params: { id: c.id } })}
                >
                  <Button type="link" size="small" danger aria-label={`${t('delete')} ${c.label}`}>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </ScrollBox>
      <Space wrap style={{ marginTop: 12 }}>
        <Select
          aria-label={t('lang')}
          style={{ width: 180 }}
          value={chosen}
          onChange={(value) => {
            setLang(value);
            setLabel(null);
          }}
          options={LANGUAGES.map((l) => ({
            value: l.tag,
            label: taken.has(l.tag) ? `${l.name} (${l.tag}) · ${t('taken')}` : `${l.name} (${l.tag})`,
            disabled: taken.has(l.tag),
          }))}
        />
        <Input
          aria-label={t('label')}
          style={{ width: 160 }}
          maxLength={32}
          value={shownLabel}
          onChange={(e) => setLabel(e.target.value)}
        />
        <input
          ref={input}
          type="file"
          accept=".vtt,text/vtt"
          style={{ display: 'none' }}
          data-testid="caption-upload"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) pick(file);
          }}
        />
        <Button
          icon={<CloudUploadOutlined />}
          loading={upload.isPending}
          disabled={taken.has(chosen)}
          onClick={() => input.current?.click()}
        >
          {t('upload')}
        </Button>
      </Space>
    </section>
  );
}
