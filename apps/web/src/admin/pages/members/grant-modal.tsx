import { adminListCourses } from '@shuyuan/contract/admin-courses';
import { adminGrantCourse, adminGrantVip } from '@shuyuan/contract/admin-members';
import { adminListRoles } from '@shuyuan/contract/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { MEMBERS_KEY } from './member-queries';
import { useMembersText } from './members-text';

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
  const text = useMembersText();
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
  const course = useAdminWrite(adminGrantCourse, [MEMBERS_KEY], text.done);
  const vip = useAdminWrite(adminGrantVip, [MEMBERS_KEY], text.done);

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
      title={kind === 'course' ? text.grantCourse : text.grantVip}
      okText={text.ok}
      confirmLoading={course.isPending || vip.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        {kind === 'course' ? (
          <Form.Item name="course_id" label={text.course} rules={[{ required: true, message: text.course }]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              options={courses.data?.data.map((c) => ({ value: c.id, label: `${c.title}（¥${c.charge}）` }))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="role_id" label={text.plan} rules={[{ required: true, message: text.plan }]}>
              <Select
                options={roles.data?.map((r) => ({
                  value: r.id,
                  label: text.planDays.replace('{name}', r.name).replace('{n}', String(r.expire_days)),
                }))}
              />
            </Form.Item>
            <Form.Item name="days" label={text.days}>
              <InputNumber min={1} max={36500} style={{ width: 200 }} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
