import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A call that failed (offline, server error): what failed, optionally why, and a retry (then `children`). */
export function LoadFailed({
  title,
  reason,
  onRetry,
  children,
}: {
  title: ReactNode;
  reason?: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title}
      subTitle={reason}
      extra={
        <>
          <Button type="primary" onClick={onRetry}>
            {t('app.retry')}
          </Button>
          {children}
        </>
      }
    />
  );
}
