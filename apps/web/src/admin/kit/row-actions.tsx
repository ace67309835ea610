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
