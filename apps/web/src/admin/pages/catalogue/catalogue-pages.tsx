import {
  adminCreateCategory,
  adminCreateLink,
  adminCreateTeacher,
  adminDeleteCategory,
  adminDeleteLink,
  adminDeleteTeacher,
  adminListCategories,
  adminListLinks,
  adminListTeachers,
  adminUpdateCategory,
  adminUpdateLink,
  adminUpdateTeacher,
} from '@shuyuan/contract/admin-catalogue';
import { Avatar, Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { useRequired } from '../../use-required';
import { ThumbField } from '../courses/thumb-field';
import './i18n/register';

export function CategoriesPage() {
  const { t: text } = useTranslation('admin-catalogue');
  const required = useRequired();
  const TYPES: Record<string, string> = text('categoryTypes', { returnObjects: true });
  const typeOptions = Object.entries(TYPES).map(([value, label]) => ({ value, label }));
  return (
    <ListPage
      title={text('categories.page')}
      list={adminListCategories}
      queryKey={['admin', 'categories']}
      filters={[{ kind: 'segmented', name: 'type', all: text('all'), options: typeOptions }]}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: text('name'), key: 'n', render: (_, c) => (c.parent_id ? `└ ${c.name}` : c.name) },
        {
          title: text('categories.type'),
          dataIndex: 'type',
          width: 140,
          render: (v: string) => <Tag>{TYPES[v]}</Tag>,
        },
        { title: text('sort'), dataIndex: 'sort', width: 90 },
        {
          title: text('shown'),
          dataIndex: 'is_show',
          width: 90,
          render: (v: boolean) => (v ? text('yes') : text('no')),
        },
        {
          title: text('categories.special'),
          dataIndex: 'is_special',
          width: 130,
          render: (v: boolean) => (v ? <Tag color="green">{text('categories.specialTag')}</Tag> : '-'),
        },
      ]}
      remove={{ endpoint: adminDeleteCategory }}
      editor={{
        create: adminCreateCategory,
        update: adminUpdateCategory,
        noun: text('categories.noun'),
        toForm: (c) => c ?? { type: 'course', sort: 0, parent_id: 0, is_show: true, is_special: false },
        fields: () => (
          <>
            <Form.Item name="type" label={text('categories.type')}>
              <Select options={typeOptions} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="name" label={text('name')} rules={required(text('name'))}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="name_en" label={text('categories.nameEn')}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="parent_id" label={text('categories.parentId')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="sort" label={text('sort')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="is_show" label={text('shown')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="is_special" label={text('categories.specialHint')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

export function TeachersPage() {
  const { t: text } = useTranslation('admin-catalogue');
  const required = useRequired();
  return (
    <ListPage
      title={text('teachers.page')}
      list={adminListTeachers}
      queryKey={['admin', 'teachers']}
      filters={[{ kind: 'search', name: 'keywords', placeholder: text('teachers.search'), width: 240 }]}
      columns={[
        {
          title: text('teachers.teacher'),
          key: 'n',
          render: (_, t) => (
            <span>
              {/* The name follows: the picture adds nothing to read out. */}
              <Avatar src={t.avatar || undefined} alt="" style={{ marginRight: 8 }}>
                {t.name.slice(0, 1)}
              </Avatar>
              {t.name}
            </span>
          ),
        },
        { title: text('teachers.title'), dataIndex: 'title', width: 200 },
        { title: text('summary'), dataIndex: 'description', ellipsis: true },
        { title: text('sort'), dataIndex: 'sort', width: 90 },
      ]}
      remove={{ endpoint: adminDeleteTeacher }}
      editor={{
        create: adminCreateTeacher,
        update: adminUpdateTeacher,
        noun: text('teachers.noun'),
        toForm: (t) => t ?? { sort: 0 },
        fields: () => (
          <>
            <Form.Item name="name" label={text('teachers.name')} rules={required(text('teachers.name'))}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="title" label={text('teachers.title')}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="avatar" label={text('teachers.avatar')}>
              <ThumbField />
            </Form.Item>
            <Form.Item name="description" label={text('summary')}>
              <Input.TextArea rows={4} maxLength={2000} />
            </Form.Item>
            <Form.Item name="sort" label={text('sort')}>
              <InputNumber min={0} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

export function LinksPage() {
  const { t: text } = useTranslation('admin-catalogue');
  const required = useRequired();
  return (
    <ListPage
      title={text('links.page')}
      list={adminListLinks}
      queryKey={['admin', 'links']}
      columns={[
        { title: text('name'), dataIndex: 'name', width: 240 },
        { title: text('link'), dataIndex: 'url' },
        { title: text('sort'), dataIndex: 'sort', width: 90 },
      ]}
      remove={{ endpoint: adminDeleteLink }}
      editor={{
        create: adminCreateLink,
        update: adminUpdateLink,
        noun: text('links.noun'),
        toForm: (l) => l ?? { sort: 0 },
        fields: () => (
          <>
            <Form.Item name="name" label={text('name')} rules={required(text('name'))}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="url" label={text('link')} rules={required(text('link'))}>
              <Input placeholder="https://" />
            </Form.Item>
            <Form.Item name="sort" label={text('sort')}>
              <InputNumber min={0} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
