import { CloudUploadOutlined } from '@ant-design/icons';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENT_UPLOAD_KIND,
  adminCreateAttachment,
  adminDeleteAttachment,
  adminListAttachments,
  adminUpdateAttachment,
  type TAdminAttachment,
} from '@shuyuan/contract/admin-attachments';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Progress, Space, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { FormDialog, useFormDialog } from '../../kit/form-dialog';
import { ListPage } from '../../kit/list-page';
import { RowButton } from '../../kit/row-actions';
import { useRequired } from '../../use-required';
import { formatBytes } from '../media/format-bytes';
import { startTusTransfer } from '../media/tus-transfer';
import { COURSES_KEY } from './course-queries';
import './i18n/register';
import { formatDateTimeSeconds } from '#shared/time';

const ENDINGS = Object.keys(ATTACHMENT_TYPES);
/** The contract's attachmentExtension: contract functions do not ship to the browser (decision 006). */
const endingOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name.trim())?.[1].toLowerCase() ?? '';
const ACCEPT = ENDINGS.map((e) => `.${e}`).join(',');

/** Uploads one attachment: tus (resumable), then adminCreateAttachment, which checks the content. */
function AttachmentUpload({ courseId, onDone }: { courseId: number; onDone: () => void }) {
  const { t } = useTranslation('admin-courses', { keyPrefix: 'attachments' });
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();

  const start = (file: File) => {
    if (!ENDINGS.includes(endingOf(file.name))) return setError(t('badType'));
    if (file.size > ATTACHMENT_MAX_BYTES)
      return setError(t('tooLarge', { max: formatBytes(ATTACHMENT_MAX_BYTES) }));
    setError(null);
    setPercent(0);
    startTusTransfer(file, {
      kind: ATTACHMENT_UPLOAD_KIND,
      onProgress: setPercent,
      onError: (e) => {
        setPercent(null);
        setError(e);
      },
      onSent: (uploadId) =>
        callAdmin(adminCreateAttachment, {
          params: { id: courseId },
          body: { upload_id: uploadId, name: file.name, only_buyer: true },
        })
          .then(() => {
            setPercent(null);
            message.success(t('added'));
            onDone();
          })
          .catch((e: Error) => {
            setPercent(null);
            setError(e.message);
          }),
    });
  };

  return (
    <Space orientation="vertical" size={4}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        style={{ display: 'none' }}
        data-testid="attachment-upload"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) start(file);
        }}
      />
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        loading={percent !== null}
        onClick={() => input.current?.click()}
      >
        {t('upload')}
      </Button>
      {percent !== null && <Progress style={{ width: 280 }} percent={percent} size="small" status="active" />}
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Space>
  );
}

/** The course editor's attachments tab: files buyers download from the course page. */
export function AttachmentList({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin-courses');
  const required = useRequired();
  const key = [...COURSES_KEY, 'attachments', courseId];
  const client = useQueryClient();
  const dialog = useFormDialog<TAdminAttachment, { name: string; only_buyer: boolean }>();
  const update = useAdminWrite(adminUpdateAttachment, [key], t('saved'));

  return (
    <>
      <div className="admin-toolbar" style={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 760, margin: 0 }}>
          {t('attachments.hint', { types: ENDINGS.join(', '), max: formatBytes(ATTACHMENT_MAX_BYTES) })}
        </Typography.Paragraph>
        <AttachmentUpload courseId={courseId} onDone={() => client.invalidateQueries({ queryKey: key })} />
      </div>
      <ListPage
        list={adminListAttachments}
        queryKey={key}
        params={{ id: courseId }}
        pageSize={false}
        empty={t('attachments.empty')}
        columns={[
          {
            title: t('attachments.name'),
            dataIndex: 'name',
            render: (name: string, a) => (
              <Space>
                <Tag>{a.extension.toUpperCase()}</Tag>
                {name}
              </Space>
            ),
          },
          { title: t('attachments.size'), dataIndex: 'size', width: 120, render: formatBytes },
          {
            title: t('attachments.access'),
            dataIndex: 'only_buyer',
            width: 160,
            render: (v: boolean) =>
              v ? (
                <Tag color="green">{t('attachments.onlyBuyer')}</Tag>
              ) : (
                <Tag>{t('attachments.everyone')}</Tag>
              ),
          },
          { title: t('attachments.downloads'), dataIndex: 'download_times', width: 120 },
          {
            title: t('attachments.uploadedAt'),
            dataIndex: 'created_at',
            width: 190,
            render: (v: number) => formatDateTimeSeconds(v),
          },
        ]}
        rowActions={{
          width: 150,
          render: (a) => (
            <RowButton onClick={() => dialog.open(a, { name: a.name, only_buyer: a.only_buyer })}>
              {t('edit')}
            </RowButton>
          ),
        }}
        remove={{ endpoint: adminDeleteAttachment, confirm: t('attachments.confirmDelete') }}
      />
      <FormDialog
        dialog={dialog}
        title={t('attachments.edit')}
        saving={update.isPending}
        onFinish={(body) =>
          dialog.target &&
          update.mutate({ params: { id: dialog.target.id }, body }, { onSuccess: dialog.close })
        }
      >
        <Form.Item name="name" label={t('attachments.name')} rules={required(t('attachments.name'))}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="only_buyer" label={t('attachments.onlyBuyerSwitch')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormDialog>
    </>
  );
}
