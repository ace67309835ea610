import { adminTestStorage, type TS3StorageSettings } from '@shuyuan/contract/admin-storage';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import './i18n/register';

/**
 * 测试连接 of the storage tab: the S3 settings as typed in the form (saved or not) go to the server, which
 * writes, reads and deletes a small object and answers what failed in words. A blank secret is the saved one.
 */
export function StorageTest() {
  const { t } = useTranslation('admin-settings');
  const form = Form.useFormInstance();
  const test = useMutation({
    mutationFn: (s3: TS3StorageSettings) => callAdmin(adminTestStorage, { body: { s3 } }),
  });
  return (
    <div style={{ marginBottom: 24 }}>
      {/* On a phone the hint goes under the button rather than into a narrow column beside it. */}
      <Space wrap>
        <Button
          loading={test.isPending}
          onClick={() => test.mutate((form.getFieldValue('media.s3') ?? {}) as TS3StorageSettings)}
        >
          {t('storageTest.button')}
        </Button>
        <Typography.Text type="secondary">{t('storageTest.hint')}</Typography.Text>
      </Space>
      {!test.isPending && (test.error || test.data) && (
        <Alert
          role="status"
          type={test.data?.ok ? 'success' : 'error'}
          showIcon
          // A success is one line (the server's words name the steps that passed, starting 连接成功); a failure
          // says it failed, then why.
          title={test.data?.ok ? test.data.message || t('storageTest.ok') : t('storageTest.failed')}
          description={test.data?.ok ? undefined : (test.error?.message ?? test.data?.message)}
          style={{ marginTop: 16 }}
        />
      )}
    </div>
  );
}
