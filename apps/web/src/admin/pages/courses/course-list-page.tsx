import { PlusOutlined } from '@ant-design/icons';
import {
  adminDeleteCourse,
  adminPublishCourse,
  type TAdminCourseItem,
} from '@shuyuan/contract/admin-courses';
import { Button, Input, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { COURSES_KEY, useCourseList, useCourseOptions } from './course-queries';
import './i18n/register';

const PAGE_SIZE = 15;

export function CourseListPage() {
  const { t } = useTranslation('admin-courses');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [isShow, setIsShow] = useState<'0' | '1' | undefined>();
  const list = useCourseList({
    page,
    size: PAGE_SIZE,
    keywords: keywords || undefined,
    category_id: categoryId,
    is_show: isShow,
  });
  const options = useCourseOptions();
  const publish = useAdminWrite(adminPublishCourse, [COURSES_KEY]);
  const remove = useAdminWrite(adminDeleteCourse, [COURSES_KEY]);

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('courses')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/courses/new')}>
          {t('newCourse')}
        </Button>
      </div>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder={t('search')}
          style={{ width: 280 }}
          onSearch={(v) => {
            setKeywords(v.trim());
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder={t('allCategories')}
          // The placeholder is not the combobox's name: it goes once a value is chosen.
          aria-label={t('allCategories')}
          style={{ width: 180 }}
          value={categoryId}
          options={options.data?.categories.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => {
            setCategoryId(v);
            setPage(1);
          }}
        />
        <Select
          allowClear
          placeholder={t('allStates')}
          aria-label={t('allStates')}
          style={{ width: 140 }}
          value={isShow}
          options={[
            { value: '1', label: t('shown') },
            { value: '0', label: t('hidden') },
          ]}
          onChange={(v) => {
            setIsShow(v);
            setPage(1);
          }}
        />
      </div>
      <Table<TAdminCourseItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 72 },
          {
            title: t('colCourse'),
            key: 'course',
            render: (_, c) => (
              <Space size={12}>
                {c.thumb ? (
                  <img className="admin-thumb" src={c.thumb} alt="" />
                ) : (
                  <span className="admin-thumb" />
                )}
                <Link to={`/admin/courses/${c.id}`}>{c.title}</Link>
              </Space>
            ),
          },
          { title: t('colCategory'), dataIndex: 'category_name', width: 140 },
          {
            title: t('colPrice'),
            key: 'price',
            width: 170,
            render: (_, c) => (
              <Space size={4} wrap>
                {c.is_free ? <Tag color="green">{t('free')}</Tag> : <span>¥{c.charge.toFixed(2)}</span>}
                {c.is_vip_free && <Tag color="gold">{t('vipFree')}</Tag>}
              </Space>
            ),
          },
          { title: t('colVideos'), dataIndex: 'video_count', width: 90 },
          { title: t('colStudents'), dataIndex: 'user_count', width: 90 },
          {
            title: t('colStatus'),
            dataIndex: 'is_show',
            width: 100,
            render: (v: boolean) => (v ? <Tag color="success">{t('shown')}</Tag> : <Tag>{t('hidden')}</Tag>),
          },
          {
            title: t('colUpdated'),
            dataIndex: 'updated_at',
            width: 180,
            render: (v: number) => new Date(v).toLocaleString(),
          },
          {
            title: t('colActions'),
            key: 'actions',
            width: 200,
            render: (_, c) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => navigate(`/admin/courses/${c.id}`)}>
                  {t('edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => publish.mutate({ params: { id: c.id }, body: { is_show: !c.is_show } })}
                >
                  {c.is_show ? t('unpublish') : t('publish')}
                </Button>
                <Popconfirm
                  title={t('confirmDelete')}
                  onConfirm={() => remove.mutate({ params: { id: c.id } })}
                >
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
