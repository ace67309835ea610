import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/register';

type Values = Record<string, unknown>;

/** A form in a dialog: what it is open for (a row, 'new', a mode), or null while closed. */
export interface FormDialogState<T, V = Values> {
  form: FormInstance<V>;
  target: T | null;
  /** Opens the dialog for `target`, its form holding `values` only (nothing left from the last time). */
  open(target: T, values?: Partial<V>): void;
  close(): void;
}

export function useFormDialog<T, V = Values>(): FormDialogState<T, V> {
  const [form] = Form.useForm<V>();
  const [target, setTarget] = useState<T | null>(null);
  return {
    form,
    target,
    open: (next, values) => {
      form.resetFields();
      if (values) form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
      setTarget(next);
    },
    close: () => setTarget(null),
  };
}

/** The console's edit dialog: a vertical form whose 保存 submits it, its fields gone when it closes. */
export function FormDialog<V>({
  dialog,
  title,
  width,
  saving,
  onFinish,
  children,
}: {
  dialog: FormDialogState<unknown, V>;
  title: string;
  width?: number;
  saving: boolean;
  onFinish: (values: V) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open={dialog.target !== null}
      title={title}
      width={width}
      okText={t('list.save')}
      confirmLoading={saving}
      onOk={() => dialog.form.submit()}
      onCancel={dialog.close}
      destroyOnHidden
    >
      <Form form={dialog.form} layout="vertical" onFinish={onFinish}>
        {children}
      </Form>
    </Modal>
  );
}
