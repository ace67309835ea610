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
  type TAdminCategory,
  type TAdminLink,
  type TAdminTeacher,
} from '@shuyuan/contract/admin-catalogue';
import { Avatar, Form, Input, InputNumber, Segmented, Select, Switch, Tag } from 'antd';
import { CrudPage } from '../content/crud-page';
import { ThumbField } from '../courses/thumb-field';

const TYPES: Record<string, string> = { course: '录播课', activate: '线下课', article: '文章' };
const required = (label: string) => [{ required: true, message: `请输入${label}` }];

export function CategoriesPage() {
  return (
    <CrudPage<TAdminCategory>
      title="分类"
      name="categories"
      list={adminListCategories}
      create={adminCreateCategory}
      update={adminUpdateCategory}
      remove={adminDeleteCategory}
      filters={(set) => (
        <Segmented
          options={[
            { value: '', label: '全部' },
            ...Object.entries(TYPES).map(([value, label]) => ({ value, label })),
          ]}
          onChange={(v) => set(v ? { type: v } : {})}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: '名称', key: 'n', render: (_, c) => (c.parent_id ? `└ ${c.name}` : c.name) },
        { title: '类型', dataIndex: 'type', width: 110, render: (v: string) => <Tag>{TYPES[v]}</Tag> },
        { title: '排序', dataIndex: 'sort', width: 90 },
        { title: '显示', dataIndex: 'is_show', width: 90, render: (v: boolean) => (v ? '是' : '否') },
        {
          title: '页脚专题',
          dataIndex: 'is_special',
          width: 110,
          render: (v: boolean) => (v ? <Tag color="green">专题</Tag> : '-'),
        },
      ]}
      toForm={(c) => c ?? { type: 'course', sort: 0, parent_id: 0, is_show: true, is_special: false }}
      fields={() => (
        <>
          <Form.Item name="type" label="类型">
            <Select
              options={Object.entries(TYPES).map(([value, label]) => ({ value, label }))}
              style={{ width: 200 }}
            />
          </Form.Item>
          <Form.Item name="name" label="名称" rules={required('名称')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="name_en" label="英文名">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="parent_id" label="上级分类 ID（0 为一级）">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="is_show" label="显示" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="is_special" label="页脚专题（录播课与线下课分类）" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}

export function TeachersPage() {
  return (
    <CrudPage<TAdminTeacher>
      title="讲师"
      name="teachers"
      list={adminListTeachers}
      create={adminCreateTeacher}
      update={adminUpdateTeacher}
      remove={adminDeleteTeacher}
      filters={(set) => (
        <Input.Search
          allowClear
          placeholder="搜索姓名"
          style={{ width: 240 }}
          onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
        />
      )}
      columns={[
        {
          title: '讲师',
          key: 'n',
          render: (_, t) => (
            <span>
              <Avatar src={t.avatar || undefined} style={{ marginRight: 8 }}>
                {t.name.slice(0, 1)}
              </Avatar>
              {t.name}
            </span>
          ),
        },
        { title: '头衔', dataIndex: 'title', width: 200 },
        { title: '简介', dataIndex: 'description', ellipsis: true },
        { title: '排序', dataIndex: 'sort', width: 90 },
      ]}
      toForm={(t) => t ?? { sort: 0 }}
      fields={() => (
        <>
          <Form.Item name="name" label="姓名" rules={required('姓名')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="title" label="头衔">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="avatar" label="头像">
            <ThumbField />
          </Form.Item>
          <Form.Item name="description" label="简介">
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} />
          </Form.Item>
        </>
      )}
    />
  );
}

export function LinksPage() {
  return (
    <CrudPage<TAdminLink>
      title="友情链接"
      name="links"
      list={adminListLinks}
      create={adminCreateLink}
      update={adminUpdateLink}
      remove={adminDeleteLink}
      columns={[
        { title: '名称', dataIndex: 'name', width: 240 },
        { title: '链接', dataIndex: 'url' },
        { title: '排序', dataIndex: 'sort', width: 90 },
      ]}
      toForm={(l) => l ?? { sort: 0 }}
      fields={() => (
        <>
          <Form.Item name="name" label="名称" rules={required('名称')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="url" label="链接" rules={required('链接')}>
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} />
          </Form.Item>
        </>
      )}
    />
  );
}
