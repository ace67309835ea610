import { PlusOutlined } from '@ant-design/icons';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from './form-dialog';
import { type EditTarget, type ListEditor, ListEditorDialog } from './list-editor';
import { type ListFilter, ListFilters } from './list-filters';
import { type ListQuery, type ListRow, type ListSource, useListQuery } from './list-source';
import { ListTable, type ListTableProps } from './list-table';
import { RowButton, RowDelete, type RowRemove } from './row-actions';
import '../i18n/register';

/** The 操作 column: the page's own buttons for a row, then the editor's 编辑 and the list's 删除. */
export interface RowActions<Row> {
  render?: (row: Row) => ReactNode;
  /** 140 px unless told. */
  width?: number;
  /** 操作 unless told. */
  title?: string;
}

export interface ListPageProps<E extends Endpoint>
  extends ListSource<E>,
    Omit<ListTableProps<ListRow<E>>, 'list' | 'columns'> {
  /** The page's heading; a list inside another screen (a course's attachments) has none. */
  title?: string;
  /** Buttons beside the title, before the editor's 新建. */
  actions?: ReactNode;
  /** What the page says above its filters (a warning about what its rows need: ffmpeg for transcodes). */
  notice?: ReactNode;
  filters?: ListFilter<ListQuery<E>>[];
  columns: TableColumnsType<ListRow<E>>;
  rowActions?: RowActions<ListRow<E>>;
  editor?: ListEditor<ListRow<E>>;
  remove?: RowRemove;
  /** What the page opens from its rows (a detail drawer, a dialog of its own). */
  children?: ReactNode;
}

/**
 * The console's list page: title and actions, filters bound to the query, the table with server paging,
 * an 操作 column, and the optional 新建 / 编辑 dialog. A page gives its columns, filters and actions.
 */
export function ListPage<E extends Endpoint>(p: ListPageProps<E>) {
  type Row = ListRow<E>;
  // The rows a list edits or deletes are the ones with an id (the editor's `:id`, the delete's).
  type Saved = Row & { id: number };
  const { t } = useTranslation('admin');
  const list = useListQuery(p);
  const dialog = useFormDialog<EditTarget<Saved>>();
  const editor = p.editor as ListEditor<Saved> | undefined;
  const edit = (row: EditTarget<Saved>) =>
    editor && dialog.open(row, editor.toForm(row === 'new' ? null : row));
  const hasActions = Boolean(p.rowActions?.render || editor || p.remove);
  const actionColumn: TableColumnsType<Row> = [
    {
      title: p.rowActions?.title ?? t('list.actions'),
      key: 'actions',
      width: p.rowActions?.width ?? 140,
      render: (_, row) => (
        <Space size={4}>
          {p.rowActions?.render?.(row)}
          {editor && <RowButton onClick={() => edit(row as Saved)}>{t('list.edit')}</RowButton>}
          {p.remove && <RowDelete remove={p.remove} id={(row as Saved).id} queryKey={p.queryKey} />}
        </Space>
      ),
    },
  ];
  const head = (p.actions || editor) && (
    <Space size={12} align="start">
      {p.actions}
      {editor && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit('new')}>
          {editor.createLabel ?? t('list.create')}
        </Button>
      )}
    </Space>
  );

  return (
    <>
      {p.title && (
        <div className="admin-page-head">
          <Typography.Title level={3}>{p.title}</Typography.Title>
          {head}
        </div>
      )}
      {p.notice}
      {p.filters && <ListFilters filters={p.filters} values={list.filter} set={list.setFilter} />}
      <ListTable<Row>
        list={list}
        columns={hasActions ? [...p.columns, ...actionColumn] : p.columns}
        rowKey={p.rowKey}
        empty={p.empty}
        selection={p.selection}
        table={p.table}
      />
      {editor && (
        <ListEditorDialog editor={editor} dialog={dialog} queryKey={p.queryKey} noun={p.title ?? ''} />
      )}
      {p.children}
    </>
  );
}
