import type { Endpoint } from '@shuyuan/contract/endpoint';
import type { QueryKey } from '@tanstack/react-query';
import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../api/admin-mutation';
import '../i18n/register';

/** A button in a row's 操作 cell (详情, 编辑, 上架…): a small link. */
export function RowButton(props: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" {...props} />;
}

/**
 * A row's 预览: its storefront page in a new tab as the console's preview (`?preview=1` sends the admin
 * token, so a hidden or scheduled item shows too; decision 033).
 */
export function RowPreview({ to }: { to: string }) {
  const { t } = useTranslation('admin');
  return (
    <RowButton href={`${to}?preview=1`} target="_blank" rel="noopener">
      {t('list.preview')}
    </RowButton>
  );
}

/** How a list deletes a row: the endpoint (`:id` the row's id), and what it asks first. */
export interface RowRemove {
  endpoint: Endpoint;
  /** The question before deleting (确定删除？ unless told). */
  confirm?: string;
}

/** A row's 删除: asks first, then deletes, says 已删除 and refreshes the list. */
export function RowDelete({ remove, id, queryKey }: { remove: RowRemove; id: number; queryKey: QueryKey }) {
  const { t } = useTranslation('admin');
  const write = useAdminWrite(remove.endpoint, [queryKey], t('list.deleted'));
  return (
    <Popconfirm
      title={remove.confirm ?? t('list.confirmDelete')}
      onConfirm={() => write.mutate({ params: { id } as never })}
    >
      <Button type="link" size="small" danger>
        {t('list.delete')}
      </Button>
    </Popconfirm>
  );
}
