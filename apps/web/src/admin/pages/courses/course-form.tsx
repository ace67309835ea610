import {
  adminCreateCourse,
  adminUpdateCourse,
  type TAdminCourseDetail,
  type TCourseInput,
} from '@shuyuan/contract/admin-courses';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { useRequired } from '../../use-required';
import { COURSES_KEY, useCourseOptions } from './course-queries';
import { MarkdownEditor } from './markdown-editor';
import { ThumbField } from './thumb-field';
import './i18n/register';

type Values = Omit<TCourseInput, 'published_at'> & { published_at?: Dayjs };

function initial(course: TAdminCourseDetail | undefined): Partial<Values> {
  if (!course)
    return {
      charge: 0,
      is_show: false,
      is_free: false,
      is_vip_free: false,
      original_desc: '',
      teacher_ids: [],
    };
  return {
    title: course.title,
    category_id: course.category_id || undefined,
    thumb: course.thumb,
    charge: course.charge,
    is_free: course.is_free,
    is_vip_free: course.is_vip_free,
    is_show: course.is_show,
    short_description: course.short_description,
    original_desc: course.original_desc,
    seo_keywords: course.seo_keywords,
    seo_description: course.seo_description,
    teacher_ids: course.teacher_ids,
    published_at: dayjs(course.published_at),
  };
}

/** Create or edit a course's own fields (chapters and videos are on the other tab). */
export function CourseForm({ course }: { course?: TAdminCourseDetail }) {
  const { t } = useTranslation('admin-courses');
  const navigate = useNavigate();
  const options = useCourseOptions();
  const required = useRequired();
  const create = useAdminWrite(adminCreateCourse, [COURSES_KEY], t('created'));
  const update = useAdminWrite(adminUpdateCourse, [COURSES_KEY], t('saved'));

  const submit = (values: Values) => {
    const body: TCourseInput = {
      ...values,
      category_id: values.category_id ?? 0,
      published_at: values.published_at ? values.published_at.valueOf() : undefined,
    };
    if (course) update.mutate({ params: { id: course.id }, body });
    else
      create.mutate(
        { body },
        { onSuccess: ({ id }) => navigate(`/admin/courses/${id}?tab=content`, { replace: true }) },
      );
  };

  return (
    <Form<Values>
      layout="vertical"
      initialValues={initial(course)}
      onFinish={submit}
      // On a phone 保存 sits far below the fields: the first one that says why comes into view.
      scrollToFirstError={{ block: 'center' }}
      style={{ maxWidth: 1280 }}
    >
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="title" label={t('title')} rules={required(t('title'))}>
            <Input maxLength={120} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name="category_id"
            label={t('category')}
            rules={[{ required: true, message: t('categoryRequired') }]}
          >
            <Select
              allowClear
              options={options.data?.categories.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="teacher_ids" label={t('teachers')}>
            <Select
              mode="multiple"
              allowClear
              options={options.data?.teachers.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="thumb" label={t('thumb')}>
        <ThumbField placeholder={t('thumbHint')} />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="charge" label={t('price')}>
            <InputNumber
              min={0}
              max={1_000_000}
              precision={2}
              step={1}
              style={{ width: '100%' }}
              prefix="¥"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name="published_at" label={t('publishedAt')}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="is_free" label={t('isFree')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="is_vip_free" label={t('isVipFree')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="is_show" label={t('isShow')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="short_description" label={t('shortDescription')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="original_desc" label={t('description')}>
        <MarkdownEditor previewLabel={t('preview')} />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item name="seo_keywords" label={t('seoKeywords')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="seo_description" label={t('seoDescription')}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" size="large" loading={create.isPending || update.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
