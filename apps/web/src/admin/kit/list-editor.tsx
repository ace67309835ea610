import type { Endpoint } from '@shuyuan/contract/endpoint';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../api/admin-mutation';
import { FormDialog, type FormDialogState } from './form-dialog';
import '../i18n/register';

type Values = Record<string, unknown>;

/** A list's 新建 / 编辑 dialog: one form for both, sent to `create`, or to `update` with the row's id. */
export interface ListEditor<Row> {
  create: Endpoint;
  update: Endpoint;
  /** What one row is: the dialog says 新建{noun} / 编辑{noun} (the page's title unless told). */
  noun?: string;
  /** The dialog's own titles, instead of the noun's. */
  titles?: { create: string; edit: string };
  /** The text of the head's 新建 button. */
  createLabel?: string;
  /** What a save says (已保存 unless told). */
  saved?: string;
  /** The dialog's width (640 unless told). */
  width?: number;
  /** Row → the form's values; `null`: a new row's defaults. */
  toForm: (row: Row | null) => Values;
  /** The form's values → the request body (the values as they are unless told). */
  toBody?: (values: Values, row: Row | null) => Values;
  /** The form's fields; `row` is null for a new one. */
  fields: (row: Row | null) => ReactNode;
}

export type EditTarget<Row> = Row | 'new';

/** The dialog of a list's editor, open for the row `dialog` holds. */
export function ListEditorDialog<Row extends { id: number }>({
  editor,
  dialog,
  queryKey,
  noun,
}: {
  editor: ListEditor<Row>;
  dialog: FormDialogState<EditTarget<Row>>;
  queryKey: QueryKey;
  noun: string;
}) {
  const { t } = useTranslation('admin');
  const saved = editor.saved ?? t('list.saved');
  const create = useAdminWrite(editor.create, [queryKey], saved);
  const update = useAdminWrite(editor.update, [queryKey], saved);
  const row = dialog.target === 'new' ? null : dialog.target;
  const titles = editor.titles ?? {
    create: t('list.newOf', { name: editor.noun ?? noun }),
    edit: t('list.editOf', { name: editor.noun ?? noun }),
  };

  const submit = (values: Values) => {
    const body = (editor.toBody ? editor.toBody(values, row) : values) as never;
    const done = { onSuccess: dialog.close };
    if (row) update.mutate({ params: { id: row.id } as never, body }, done);
    else create.mutate({ body }, done);
  };

  return (
    <FormDialog
      dialog={dialog}
      title={row ? titles.edit : titles.create}
      width={editor.width ?? 640}
      saving={create.isPending || update.isPending}
      onFinish={submit}
    >
      {editor.fields(row)}
    </FormDialog>
  );
}
