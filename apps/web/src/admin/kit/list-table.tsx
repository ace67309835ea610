import { Alert, Table, type TableColumnsType, type TableProps } from 'antd';
import { type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListState } from './list-source';
import '../i18n/register';
import { ScrollBox } from './scroll-box';

/** Ticks before each row, and what can be done to the ticked rows at once. */
export interface ListSelection<Row> {
  /** The bulk actions for the rows ticked; `clear` unticks them (once an action is done). */
  actions: (rows: Row[], clear: () => void) => ReactNode;
  /** Rows that cannot be ticked (a question the paper holds already). */
  disabled?: (row: Row) => boolean;
}

export interface ListTableProps<Row> {
  list: Pick<ListState<Row>, 'rows' | 'total' | 'page' | 'size' | 'isLoading' | 'error' | 'setPage'>;
  columns: TableColumnsType<Row>;
  /** The row's key (`id` unless told). */
  rowKey?: TableProps<Row>['rowKey'];
  /** What an empty list says (antd's 暂无数据 unless told). */
  empty?: string;
  selection?: ListSelection<Row>;
  /** The table's own looks where a list needs them (a denser size, sideways scrolling). */
  table?: Pick<TableProps<Row>, 'scroll' | 'size'>;
}

/** A list's table: server paging, loading, the empty text, a failed read said in place, optional ticks. */
export function ListTable<Row extends object>({
  list,
  columns,
  rowKey = 'id',
  empty,
  selection,
  table,
}: ListTableProps<Row>) {
  const { t } = useTranslation('admin');
  const [picked, setPicked] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const clear = () => setPicked({ keys: [], rows: [] });
  return (
    <>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
      {selection && picked.keys.length > 0 && (
        <div className="admin-toolbar" style={{ alignItems: 'center' }}>
          <span>{t('list.selected', { count: picked.keys.length })}</span>
          {selection.actions(picked.rows, clear)}
        </div>
      )}
      <ScrollBox>
        <Table<Row>
          rowKey={rowKey}
          loading={list.isLoading}
          dataSource={list.rows}
          locale={empty ? { emptyText: empty } : undefined}
          rowSelection={
            selection && {
              selectedRowKeys: picked.keys,
              onChange: (keys, rows) => setPicked({ keys, rows }),
              getCheckboxProps: selection.disabled && ((row) => ({ disabled: selection.disabled?.(row) })),
            }
          }
          pagination={
            list.size !== false && {
              current: list.page,
              pageSize: list.size,
              total: list.total,
              onChange: list.setPage,
              showSizeChanger: false,
            }
          }
          columns={columns}
          {...table}
        />
      </ScrollBox>
    </>
  );
}
