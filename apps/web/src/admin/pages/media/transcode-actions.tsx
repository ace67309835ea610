import {
  adminCancelTranscode,
  adminRetryTranscode,
  type TAdminTranscode,
} from '@shuyuan/contract/admin-transcodes';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { RowButton } from '../../kit/row-actions';
import { RETRYABLE, TRANSCODES_KEY, UNDER_WAY } from './transcode-queries';
import './i18n/register';

/**
 * A job's 重试 (failed or cancelled) or 取消 (waiting or running, after asking). Each button's name carries the
 * video's, so a screen reader tells which row it acts on.
 */
export function TranscodeRowActions({ row }: { row: TAdminTranscode }) {
  const { t } = useTranslation('admin-transcodes');
  const retry = useAdminWrite(adminRetryTranscode, [TRANSCODES_KEY], t('retried'));
  const cancel = useAdminWrite(adminCancelTranscode, [TRANSCODES_KEY], t('cancelled'));
  const busy = retry.isPending || cancel.isPending;
  const name = row.media_name;
  const params = { id: row.media_id };
  if (RETRYABLE.includes(row.state))
    return (
      <RowButton
        aria-label={t('retryOf', { name })}
        loading={retry.isPending}
        disabled={busy}
        onClick={() => retry.mutate({ params })}
      >
        {t('retry')}
      </RowButton>
    );
  if (!UNDER_WAY.includes(row.state)) return null;
  return (
    <Popconfirm
      title={t('confirmCancel', { name })}
      okText={t('confirmOk')}
      cancelText={t('confirmKeep')}
      onConfirm={() => cancel.mutate({ params })}
    >
      <Button type="link" size="small" danger aria-label={t('cancelOf', { name })} disabled={busy}>
        {t('cancel')}
      </Button>
    </Popconfirm>
  );
}
