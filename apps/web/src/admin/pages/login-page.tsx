import { adminCaptcha } from '@shuyuan/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AudioCaptchaButton } from '#features/auth';
import { callAdmin } from '../admin-http';
import { useAdminLogin } from '../api/admin-queries';
import '../i18n/register';

interface LoginValues {
  username: string;
  password: string;
  image_captcha: string;
}

export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const login = useAdminLogin();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  // Single use on the server: every attempt, right or wrong, needs a fresh image.
  const captcha = useQuery({
    queryKey: ['admin', 'captcha'],
    queryFn: () => callAdmin(adminCaptcha),
    staleTime: 240_000,
    gcTime: 0,
  });

  const submit = (values: LoginValues) => {
    if (!captcha.data) return;
    login.mutate(
      { ...values, image_key: captcha.data.key },
      {
        onSuccess: () => navigate('/admin', { replace: true }),
        onError: () => {
          form.setFieldValue('image_captcha', '');
          void captcha.refetch();
        },
      },
    );
  };

  return (
    // The page's one landmark, so assistive technology can jump straight to the form.
    <main className="admin-login">
      <Card title={t('title')} style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }}>
        {login.error && (
          <Alert type="error" showIcon title={login.error.message} style={{ marginBottom: 16 }} />
        )}
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="username"
            label={t('username')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('password')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item label={t('captcha')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="image_captcha" noStyle rules={[{ required: true, message: t('required') }]}>
                <Input
                  size="large"
                  aria-label={t('captcha')}
                  autoComplete="off"
                  inputMode="numeric"
                  maxLength={8}
                />
              </Form.Item>
              <button
                type="button"
                className="admin-captcha"
                title={t('captchaRefresh')}
                aria-label={t('captchaRefresh')}
                onClick={() => void captcha.refetch()}
              >
                {captcha.data && <img src={captcha.data.img} alt="" width={120} height={40} />}
              </button>
              {/* The console's captcha is the site's (one store): the same audio call speaks it. */}
              <AudioCaptchaButton captchaKey={captcha.data?.key ?? null} label={t('captchaAudio')} />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t('login')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
