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
} from '@shuyuan/contract/admin-content';
import { Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { RowPreview } from '../../kit/row-actions';
import { useRequired } from '../../use-required';
import { MarkdownEditor } from '../courses/markdown-editor';
import { ThumbField } from '../courses/thumb-field';
import { HtmlField } from '../settings/html-field';
import './i18n/register';
import { formatDateTimeSeconds } from '#shared/time';

const fmt = (v: number) => formatDateTimeSeconds(v);
const SLIDER_PLATFORMS = ['PC', 'H5', 'MINI', 'APP'];
const shownTag = (t: TFunction<'admin-content'>) => (v: boolean) =>
  v ? <Tag color="green">{t('shown')}</Tag> : <Tag>{t('hidden')}</Tag>;

export function ArticlesPage() {
  const { t } = useTranslation('admin-content');
  const required = useRequired();
  return (
    <ListPage
      title={t('articles.page')}
      list={adminListArticles}
      queryKey={['admin', 'articles']}
      filters={[{ kind: 'search', name: 'keywords', placeholder: t('articles.search'), width: 260 }]}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: t('title'), dataIndex: 'title' },
        { title: t('author'), dataIndex: 'author', width: 140 },
        { title: t('reads'), dataIndex: 'view_times', width: 90 },
        { title: t('status'), dataIndex: 'is_show', width: 90, render: shownTag(t) },
        { title: t('publishedAt'), dataIndex: 'published_at', width: 180, render: fmt },
      ]}
      rowActions={{ render: (a) => <RowPreview to={`/articles/detail/${a.id}`} />, width: 180 }}
      remove={{ endpoint: adminDeleteArticle }}
      editor={{
        create: adminCreateArticle,
        update: adminUpdateArticle,
        noun: t('articles.noun'),
        width: 1200,
        toForm: (a) => a ?? { is_show: true, original_content: '' },
        fields: () => (
          <>
            <Form.Item name="title" label={t('title')} rules={required(t('title'))}>
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="author" label={t('author')}>
              <Input maxLength={64} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="thumb" label={t('cover')}>
              <ThumbField />
            </Form.Item>
            <Form.Item name="short_description" label={t('summary')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            <Form.Item name="original_content" label={t('articles.body')}>
              <MarkdownEditor previewLabel={t('articles.preview')} />
            </Form.Item>
            <Form.Item name="is_show" label={t('shown')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

export function AnnouncementsPage() {
  const { t } = useTranslation('admin-content');
  const required = useRequired();
  return (
    <ListPage
      title={t('announcements.page')}
      list={adminListAnnouncements}
      queryKey={['admin', 'announcements']}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: t('title'), dataIndex: 'title' },
        { title: t('reads'), dataIndex: 'view_times', width: 90 },
        { title: t('publishedAt'), dataIndex: 'created_at', width: 180, render: fmt },
      ]}
      remove={{ endpoint: adminDeleteAnnouncement }}
      editor={{
        create: adminCreateAnnouncement,
        update: adminUpdateAnnouncement,
        noun: t('announcements.noun'),
        width: 1100,
        toForm: (a) => a ?? { announcement: '' },
        fields: () => (
          <>
            <Form.Item name="title" label={t('title')} rules={required(t('title'))}>
              <Input maxLength={120} />
            </Form.Item>
            <Form.Item name="announcement" label={t('announcements.body')}>
              <HtmlField label={t('announcements.bodyLabel')} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

export function SlidersPage() {
  const { t } = useTranslation('admin-content');
  const required = useRequired();
  return (
    <ListPage
      title={t('sliders.page')}
      list={adminListSliders}
      queryKey={['admin', 'sliders']}
      filters={[{ kind: 'segmented', name: 'platform', all: t('all'), options: SLIDER_PLATFORMS }]}
      columns={[
        {
          title: t('image'),
          dataIndex: 'thumb',
          width: 200,
          render: (v: string) => (
            <img className="admin-thumb" style={{ width: 160, height: 60 }} src={v} alt="" />
          ),
        },
        { title: t('link'), dataIndex: 'url' },
        { title: t('platform'), dataIndex: 'platform', width: 100, render: (v: string) => <Tag>{v}</Tag> },
        { title: t('sort'), dataIndex: 'sort', width: 90 },
      ]}
      remove={{ endpoint: adminDeleteSlider }}
      editor={{
        create: adminCreateSlider,
        update: adminUpdateSlider,
        noun: t('sliders.noun'),
        toForm: (s) => s ?? { platform: 'PC', sort: 0 },
        fields: () => (
          <>
            <Form.Item name="thumb" label={t('image')} rules={required(t('image'))}>
              <ThumbField />
            </Form.Item>
            <Form.Item name="url" label={t('sliders.link')}>
              <Input />
            </Form.Item>
            <Form.Item name="platform" label={t('platform')}>
              <Select
                options={SLIDER_PLATFORMS.map((v) => ({ value: v, label: v }))}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item name="sort" label={t('sort')}>
              <InputNumber min={0} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

export function NavsPage() {
  const { t } = useTranslation('admin-content');
  const required = useRequired();
  return (
    <ListPage
      title={t('navs.page')}
      list={adminListNavs}
      queryKey={['admin', 'navs']}
      filters={[{ kind: 'segmented', name: 'platform', all: t('all'), options: ['PC', 'h5'] }]}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: t('name'), key: 'n', render: (_, n) => (n.parent_id ? `└ ${n.name}` : n.name) },
        { title: t('link'), dataIndex: 'url' },
        { title: t('platform'), dataIndex: 'platform', width: 90, render: (v: string) => <Tag>{v}</Tag> },
        { title: t('navs.parent'), dataIndex: 'parent_id', width: 90, render: (v: number) => v || '-' },
        { title: t('sort'), dataIndex: 'sort', width: 90 },
        {
          title: t('navs.blank'),
          dataIndex: 'blank',
          width: 110,
          render: (v: boolean) => (v ? t('yes') : t('no')),
        },
      ]}
      remove={{ endpoint: adminDeleteNav }}
      editor={{
        create: adminCreateNav,
        update: adminUpdateNav,
        noun: t('navs.noun'),
        toForm: (n) => n ?? { platform: 'PC', sort: 0, parent_id: 0, blank: false },
        fields: () => (
          <>
            <Form.Item name="name" label={t('name')} rules={required(t('name'))}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="name_en" label={t('navs.nameEn')}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="url" label={t('link')} rules={required(t('link'))}>
              <Input />
            </Form.Item>
            <Form.Item name="active_routes" label={t('navs.activeRoutes')}>
              <Input />
            </Form.Item>
            <Form.Item name="platform" label={t('platform')}>
              <Select
                options={[
                  { value: 'PC', label: 'PC' },
                  { value: 'h5', label: 'H5' },
                ]}
                style={{ width: 160 }}
              />
            </Form.Item>
            <Form.Item name="parent_id" label={t('navs.parentId')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="sort" label={t('sort')}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="blank" label={t('navs.openBlank')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
