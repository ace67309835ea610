import {
  adminCreateAnnouncement,
  adminCreateArticle,
  adminCreateNav,
  adminCreateSlider,
  adminDeleteAnnouncement,
  adminDeleteArticle,
  adminDeleteNav,
  adminDeleteSlider,
  adminListAnnouncements,
  adminListArticles,
  adminListNavs,
  adminListSliders,
  adminUpdateAnnouncement,
  adminUpdateArticle,
  adminUpdateNav,
  adminUpdateSlider,
  type TAdminAnnouncement,
  type TAdminArticle,
  type TAdminNav,
  type TAdminSlider,
} from '@shuyuan/contract/admin-content';
import { Form, Input, InputNumber, Segmented, Select, Switch, Tag } from 'antd';
import { MarkdownEditor } from '../courses/markdown-editor';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';
import { CrudPage } from './crud-page';

const fmt = (v: number) => new Date(v).toLocaleString();
const required = (label: string) => [{ required: true, message: `请输入${label}` }];
const shown = (v: boolean) => (v ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>);

export function ArticlesPage() {
  return (
    <CrudPage<TAdminArticle>
      title="文章"
      name="articles"
      width={1200}
      list={adminListArticles}
      create={adminCreateArticle}
      update={adminUpdateArticle}
      remove={adminDeleteArticle}
      filters={(set) => (
        <Input.Search
          allowClear
          placeholder="搜索标题"
          style={{ width: 260 }}
          onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: '标题', dataIndex: 'title' },
        { title: '作者', dataIndex: 'author', width: 140 },
        { title: '阅读', dataIndex: 'view_times', width: 90 },
        { title: '状态', dataIndex: 'is_show', width: 90, render: shown },
        { title: '发布时间', dataIndex: 'published_at', width: 180, render: fmt },
      ]}
      toForm={(a) => a ?? { is_show: true, original_content: '' }}
      fields={() => (
        <>
          <Form.Item name="title" label="标题" rules={required('标题')}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="author" label="作者">
            <Input maxLength={64} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="thumb" label="封面">
            <ThumbField />
          </Form.Item>
          <Form.Item name="short_description" label="摘要">
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="original_content" label="正文（Markdown）">
            <MarkdownEditor previewLabel="预览" />
          </Form.Item>
          <Form.Item name="is_show" label="显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}

export function AnnouncementsPage() {
  return (
    <CrudPage<TAdminAnnouncement>
      title="公告"
      name="announcements"
      width={1100}
      list={adminListAnnouncements}
      create={adminCreateAnnouncement}
      update={adminUpdateAnnouncement}
      remove={adminDeleteAnnouncement}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: '标题', dataIndex: 'title' },
        { title: '阅读', dataIndex: 'view_times', width: 90 },
        { title: '发布时间', dataIndex: 'created_at', width: 180, render: fmt },
      ]}
      toForm={(a) => a ?? { announcement: '' }}
      fields={() => (
        <>
          <Form.Item name="title" label="标题" rules={required('标题')}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="announcement" label="内容（HTML）">
            <HtmlField label="公告内容" />
          </Form.Item>
        </>
      )}
    />
  );
}

export function SlidersPage() {
  return (
    <CrudPage<TAdminSlider>
      title="轮播图"
      name="sliders"
      list={adminListSliders}
      create={adminCreateSlider}
      update={adminUpdateSlider}
      remove={adminDeleteSlider}
      filters={(set) => (
        <Segmented
          options={['全部', 'PC', 'H5', 'MINI', 'APP']}
          onChange={(v) => set(v === '全部' ? {} : { platform: v })}
        />
      )}
      columns={[
        {
          title: '图片',
          dataIndex: 'thumb',
          width: 200,
          render: (v: string) => (
            <img className="admin-thumb" style={{ width: 160, height: 60 }} src={v} alt="" />
          ),
        },
        { title: '链接', dataIndex: 'url' },
        { title: '平台', dataIndex: 'platform', width: 100, render: (v: string) => <Tag>{v}</Tag> },
        { title: '排序', dataIndex: 'sort', width: 90 },
      ]}
      toForm={(s) => s ?? { platform: 'PC', sort: 0 }}
      fields={() => (
        <>
          <Form.Item name="thumb" label="图片" rules={required('图片')}>
            <ThumbField />
          </Form.Item>
          <Form.Item name="url" label="链接（站内路径或 https://…）">
            <Input />
          </Form.Item>
          <Form.Item name="platform" label="平台">
            <Select
              options={['PC', 'H5', 'MINI', 'APP'].map((v) => ({ value: v, label: v }))}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} />
          </Form.Item>
        </>
      )}
    />
  );
}

export function NavsPage() {
  return (
    <CrudPage<TAdminNav>
      title="导航"
      name="navs"
      list={adminListNavs}
      create={adminCreateNav}
      update={adminUpdateNav}
      remove={adminDeleteNav}
      filters={(set) => (
        <Segmented
          options={['全部', 'PC', 'h5']}
          onChange={(v) => set(v === '全部' ? {} : { platform: v })}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: '名称', key: 'n', render: (_, n) => (n.parent_id ? `└ ${n.name}` : n.name) },
        { title: '链接', dataIndex: 'url' },
        { title: '平台', dataIndex: 'platform', width: 90, render: (v: string) => <Tag>{v}</Tag> },
        { title: '上级', dataIndex: 'parent_id', width: 90, render: (v: number) => v || '-' },
        { title: '排序', dataIndex: 'sort', width: 90 },
        { title: '新窗口', dataIndex: 'blank', width: 90, render: (v: boolean) => (v ? '是' : '否') },
      ]}
      toForm={(n) => n ?? { platform: 'PC', sort: 0, parent_id: 0, blank: false }}
      fields={() => (
        <>
          <Form.Item name="name" label="名称" rules={required('名称')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="name_en" label="英文名称">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="url" label="链接" rules={required('链接')}>
            <Input />
          </Form.Item>
          <Form.Item name="active_routes" label="高亮路由（逗号分隔）">
            <Input />
          </Form.Item>
          <Form.Item name="platform" label="平台">
            <Select
              options={[
                { value: 'PC', label: 'PC' },
                { value: 'h5', label: 'H5' },
              ]}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item name="parent_id" label="上级导航 ID（0 为一级）">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="sort" label="排序">
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="blank" label="新窗口打开" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}
