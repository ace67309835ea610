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
import { useRequired } from '../../admin-text';
import { MarkdownEditor } from '../courses/markdown-editor';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';
import { type ContentText, useContentText } from './content-text';
import { CrudPage } from './crud-page';

const fmt = (v: number) => new Date(v).toLocaleString();
const shownTag = (text: ContentText) => (v: boolean) =>
  v ? <Tag color="green">{text.shown}</Tag> : <Tag>{text.hidden}</Tag>;

export function ArticlesPage() {
  const text = useContentText();
  const required = useRequired();
  return (
    <CrudPage<TAdminArticle>
      title={text.articles.page}
      noun={text.articles.noun}
      name="articles"
      width={1200}
      list={adminListArticles}
      create={adminCreateArticle}
      update={adminUpdateArticle}
      remove={adminDeleteArticle}
      filters={(set) => (
        <Input.Search
          allowClear
          placeholder={text.articles.search}
          style={{ width: 260 }}
          onSearch={(v) => set(v.trim() ? { keywords: v.trim() } : {})}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: text.title, dataIndex: 'title' },
        { title: text.author, dataIndex: 'author', width: 140 },
        { title: text.reads, dataIndex: 'view_times', width: 90 },
        { title: text.status, dataIndex: 'is_show', width: 90, render: shownTag(text) },
        { title: text.publishedAt, dataIndex: 'published_at', width: 180, render: fmt },
      ]}
      toForm={(a) => a ?? { is_show: true, original_content: '' }}
      fields={() => (
        <>
          <Form.Item name="title" label={text.title} rules={required(text.title)}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="author" label={text.author}>
            <Input maxLength={64} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="thumb" label={text.cover}>
            <ThumbField />
          </Form.Item>
          <Form.Item name="short_description" label={text.summary}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="original_content" label={text.articles.body}>
            <MarkdownEditor previewLabel={text.articles.preview} />
          </Form.Item>
          <Form.Item name="is_show" label={text.shown} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}

export function AnnouncementsPage() {
  const text = useContentText();
  const required = useRequired();
  return (
    <CrudPage<TAdminAnnouncement>
      title={text.announcements.page}
      noun={text.announcements.noun}
      name="announcements"
      width={1100}
      list={adminListAnnouncements}
      create={adminCreateAnnouncement}
      update={adminUpdateAnnouncement}
      remove={adminDeleteAnnouncement}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: text.title, dataIndex: 'title' },
        { title: text.reads, dataIndex: 'view_times', width: 90 },
        { title: text.publishedAt, dataIndex: 'created_at', width: 180, render: fmt },
      ]}
      toForm={(a) => a ?? { announcement: '' }}
      fields={() => (
        <>
          <Form.Item name="title" label={text.title} rules={required(text.title)}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="announcement" label={text.announcements.body}>
            <HtmlField label={text.announcements.bodyLabel} />
          </Form.Item>
        </>
      )}
    />
  );
}

export function SlidersPage() {
  const text = useContentText();
  const required = useRequired();
  return (
    <CrudPage<TAdminSlider>
      title={text.sliders.page}
      noun={text.sliders.noun}
      name="sliders"
      list={adminListSliders}
      create={adminCreateSlider}
      update={adminUpdateSlider}
      remove={adminDeleteSlider}
      filters={(set) => (
        <Segmented
          options={[{ value: '', label: text.all }, ...['PC', 'H5', 'MINI', 'APP']]}
          onChange={(v) => set(v ? { platform: v } : {})}
        />
      )}
      columns={[
        {
          title: text.image,
          dataIndex: 'thumb',
          width: 200,
          render: (v: string) => (
            <img className="admin-thumb" style={{ width: 160, height: 60 }} src={v} alt="" />
          ),
        },
        { title: text.link, dataIndex: 'url' },
        { title: text.platform, dataIndex: 'platform', width: 100, render: (v: string) => <Tag>{v}</Tag> },
        { title: text.sort, dataIndex: 'sort', width: 90 },
      ]}
      toForm={(s) => s ?? { platform: 'PC', sort: 0 }}
      fields={() => (
        <>
          <Form.Item name="thumb" label={text.image} rules={required(text.image)}>
            <ThumbField />
          </Form.Item>
          <Form.Item name="url" label={text.sliders.link}>
            <Input />
          </Form.Item>
          <Form.Item name="platform" label={text.platform}>
            <Select
              options={['PC', 'H5', 'MINI', 'APP'].map((v) => ({ value: v, label: v }))}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item name="sort" label={text.sort}>
            <InputNumber min={0} />
          </Form.Item>
        </>
      )}
    />
  );
}

export function NavsPage() {
  const text = useContentText();
  const required = useRequired();
  return (
    <CrudPage<TAdminNav>
      title={text.navs.page}
      noun={text.navs.noun}
      name="navs"
      list={adminListNavs}
      create={adminCreateNav}
      update={adminUpdateNav}
      remove={adminDeleteNav}
      filters={(set) => (
        <Segmented
          options={[{ value: '', label: text.all }, 'PC', 'h5']}
          onChange={(v) => set(v ? { platform: v } : {})}
        />
      )}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: text.name, key: 'n', render: (_, n) => (n.parent_id ? `└ ${n.name}` : n.name) },
        { title: text.link, dataIndex: 'url' },
        { title: text.platform, dataIndex: 'platform', width: 90, render: (v: string) => <Tag>{v}</Tag> },
        { title: text.navs.parent, dataIndex: 'parent_id', width: 90, render: (v: number) => v || '-' },
        { title: text.sort, dataIndex: 'sort', width: 90 },
        {
          title: text.navs.blank,
          dataIndex: 'blank',
          width: 110,
          render: (v: boolean) => (v ? text.yes : text.no),
        },
      ]}
      toForm={(n) => n ?? { platform: 'PC', sort: 0, parent_id: 0, blank: false }}
      fields={() => (
        <>
          <Form.Item name="name" label={text.name} rules={required(text.name)}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="name_en" label={text.navs.nameEn}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="url" label={text.link} rules={required(text.link)}>
            <Input />
          </Form.Item>
          <Form.Item name="active_routes" label={text.navs.activeRoutes}>
            <Input />
          </Form.Item>
          <Form.Item name="platform" label={text.platform}>
            <Select
              options={[
                { value: 'PC', label: 'PC' },
                { value: 'h5', label: 'H5' },
              ]}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item name="parent_id" label={text.navs.parentId}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="sort" label={text.sort}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item name="blank" label={text.navs.openBlank} valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    />
  );
}
