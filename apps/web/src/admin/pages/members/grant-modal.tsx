import { adminListCourses } from '@shuyuan/contract/admin-courses';
import { adminGrantCourse, adminGrantVip } from '@shuyuan/contract/admin-members';
import { adminListRoles } from '@shuyuan/contract/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { MEMBERS_KEY } from './member-queries';
import './i18n/register';

/** Give a member a course (searchable) or VIP time. */
export function GrantModal({
  memberId,
  kind,
  onClose,
}: {
  memberId: number;
  kind: 'course' | 'vip' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-members');
  const [form] = Form.useForm<{ course_id?: number; role_id?: number; days?: number }>();
  const [search, setSearch] = useState('');
  const courses = useQuery({
    queryKey: ['admin', 'courses', 'pick', search],
    queryFn: () =>
      callAdmin(adminListCourses, { query: { page: 1, size: 20, keywords: search || undefined } }),
    enabled: kind === 'course',
  });
  const roles = useQuery({
    queryKey: ['admin', 'roles'],
    queryFn: () => callAdmin(adminListRoles),
    enabled: kind === 'vip',
  });
  const course = useAdminWrite(adminGrantCourse, [MEMBERS_KEY], t('done'));
  const vip = useAdminWrite(adminGrantVip, [MEMBERS_KEY], t('done'));

  const submit = (v: { course_id?: number; role_id?: number; days?: number }) => {
    const done = { onSuccess: onClose };
    if (kind === 'course')
      course.mutate({ params: { id: memberId }, body: { course_id: v.course_id ?? 0 } }, done);
    else
      vip.mutate(
        { params: { id: memberId }, body: { role_id: v.role_id ?? 0, days: v.days ?? undefined } },
        done,
      );
  };

  return (
    <Modal
      open={kind !== null}
      title={kind === 'course' ? t('grantCourse') : t('grantVip')}
      okText={t('ok')}
      confirmLoading={course.isPending || vip.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {kind === 'course' ? (
          <Form.Item name="course_id" label={t('course')} rules={[{ required: true, message: t('course') }]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              options={courses.data?.data.map((c) => ({ value: c.id, label: `${c.title}（¥${c.charge}）` }))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="role_id" label={t('plan')} rules={[{ required: true, message: t('plan') }]}>
              <Select
                options={roles.data?.map((r) => ({
                  value: r.id,
                  label: t('planDays', { name: r.name, n: String(r.expire_days) }),
                }))}
              />
            </Form.Item>
            <Form.Item name="days" label={t('days')}>
              <InputNumber min={1} max={36500} style={{ width: 200 }} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
