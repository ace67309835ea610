import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/http';
import { LinkButton } from './link-button';
import { LoadFailed } from './load-failed';

/** The server said the row does not exist (code 404), as opposed to a failed or refused call. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.envelope.code === 404;

/**
 * What a detail page shows when its row cannot be loaded: "not found" with a way back to the list, or, when
 * the call itself failed (offline, server error), the message and a retry.
 */
export function LoadError({
  error,
  missingTitle,
  back,
  onRetry,
}: {
  error: unknown;
  missingTitle: string;
  back: { to: string; label: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : undefined;
  if (error === null || error === undefined || isNotFound(error)) {
    return (
      <Result
        status="404"
        title={missingTitle}
        subTitle={message}
        extra={
          <LinkButton to={back.to} type="primary">
            {back.label}
          </LinkButton>
        }
      />
    );
  }
  return (
    <LoadFailed title={message || t('error.defaultMsg')} onRetry={onRetry}>
      <LinkButton to={back.to}>{back.label}</LinkButton>
    </LoadFailed>
  );
}
