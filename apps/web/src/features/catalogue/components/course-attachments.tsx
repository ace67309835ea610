import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '#features/auth';
import { toastError } from '#lib/notify';
import { fetchAttachmentUrl } from '../api/download-attachment';
import { type CourseDetail, formatBytes } from '../course-detail';
import './course-attachments.css';
import '../i18n/register';

/** Spec wording kept byte for byte: shown when a visitor who has not bought the course asks for a file. */
export const BUY_BEFORE_DOWNLOAD = '请购买课程后下载';

/** 课程附件: files of the course; only buyers may download (the server checks too). */
export function CourseAttachments({ detail }: { detail: CourseDetail }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const { gate } = useAuthDialog();
  const [busy, setBusy] = useState<number | null>(null);

  if (detail.attachments.length === 0) return <Empty description={t('catalogue:course.noAttachments')} />;

  const download = async (id: number) => {
    if (!gate()) return;
    if (!detail.isBuy) {
      toastError(BUY_BEFORE_DOWNLOAD);
      return;
    }
    setBusy(id);
    try {
      const { download_url } = await fetchAttachmentUrl(detail.course.id, id);
      window.open(download_url, '_blank', 'noopener');
    } catch {
      // The http client showed the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="attachments">
      {detail.attachments.map((a) => (
        <li key={a.id} className="attachments__item">
          <span className="attachments__icon" aria-hidden="true">
            <FileOutlined />
          </span>
          <span className="attachments__name">{a.name}</span>
          <span className="attachments__meta">
            {a.extension.toUpperCase()} · {formatBytes(a.size)}
          </span>
          <button
            type="button"
            className="btn btn--ghost attachments__button"
            disabled={busy === a.id}
            onClick={() => void download(a.id)}
            aria-label={t('catalogue:course.downloadNamed', { name: a.name })}
          >
            <DownloadOutlined aria-hidden="true" /> {t('catalogue:course.download')}
          </button>
        </li>
      ))}
    </ul>
  );
}
